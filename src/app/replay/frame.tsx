import { memoryCookie, memoryStorage } from './memory-browser';

/**
 * The replay frame (REPLAY_FRAME_PATH, loaded by src/main.tsx instead of starting a session):
 * before the app's code touches storage, the frame gets a storage and a cookie jar of its own in
 * memory, so replaying someone's session never reads or writes what this browser keeps (the
 * support person's session, drafts, language), then the replay itself loads.
 */
Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
Object.defineProperty(window, 'sessionStorage', { value: memoryStorage(), configurable: true });
Object.defineProperty(document, 'cookie', memoryCookie());

void import('./frame-app');
