import type { MenuIcon } from './menu';

/** Line icons (24 px grid, 1.75 stroke) drawn inline so no icon font or library is loaded. */
const PATHS: Record<MenuIcon | 'menu' | 'logout' | 'globe' | 'home' | 'chevron' | 'user', string> = {
  doctors: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0M16 15v4m-2-2h4',
  services: 'M4 6h16M4 12h16M4 18h10',
  login: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4',
  register: 'M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm10-3v6m-3-3h6',
  monitoring: 'M3 12h4l2-6 4 12 2-6h6',
  cases: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  interviews: 'M4 5h16v11H9l-5 4zM9 10h6',
  checkups: 'M9 4h6v3H9zM6 6h3m6 0h3v15H6zM9 13l2 2 4-4',
  schedules: 'M4 6h16v15H4zM4 10h16M9 3v5m6-5v5',
  clinicDoctors: 'M3 21V8l9-5 9 5v13M9 21v-6h6v6M12 8v4m-2-2h4',
  schedule: 'M4 6h16v15H4zM4 10h16M9 3v5m6-5v5M8 14h3v3H8z',
  scheduleManager: 'M4 6h16v15H4zM4 10h16M9 3v5m6-5v5M8 15h8',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  contact: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  password: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  menu: 'M4 7h16M4 12h16M4 17h16',
  logout: 'M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M14 16l4-4-4-4M18 12H9',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  chevron: 'M9 6l6 6-6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
