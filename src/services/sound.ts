/**
 * Sound cues (SPEC §2): a short two-note chime for a new message in another chat, a brighter
 * three-note one for a new notification. Synthesised with Web Audio, so there is nothing to
 * download. Browsers keep audio muted until the person has interacted with the page; a cue that
 * cannot play is skipped silently (the visual marks still show).
 */
export type Cue = 'message' | 'notification';

const NOTES: Record<Cue, number[]> = {
  message: [660, 880],
  notification: [784, 988, 1319],
};
const NOTE_S = 0.12;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

export function playCue(cue: Cue): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.01;
    NOTES[cue].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + i * NOTE_S;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.18, t + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + NOTE_S);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + NOTE_S + 0.02);
    });
  } catch (error) {
    console.warn('sound cue skipped', error);
  }
}
