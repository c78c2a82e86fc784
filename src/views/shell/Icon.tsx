import { LineIcon } from './LineIcon';
import type { MenuIcon } from './menu';

/** Line icons (24 px grid, 1.75 stroke) drawn inline so no icon font or library is loaded. */
const PATHS: Record<MenuIcon | 'menu' | 'logout' | 'globe' | 'home' | 'chevron' | 'user' | CatalogIcon | RegistrationIcon, string> = {
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
  // Catalogue, dashboard and information pages.
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4',
  stethoscope: 'M6 3v6a5 5 0 0 0 10 0V3M11 14v2a5 5 0 0 0 10 0v-2M21 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0',
  patients: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7M19 14a6 6 0 0 1 3 7',
  reports: 'M4 13h4l1 3h6l1-3h4M4 13l2-8h12l2 8v6H4z',
  // The side menu's "Report a problem".
  flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
  chats: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  clinicAdmin: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12l2-1-1-3-2 .5-1.5-1.5.5-2-3-1-1 2h-2l-1-2-3 1 .5 2L6 7.5 4 7 3 10l2 1v2l-2 1 1 3 2-.5 1.5 1.5-.5 2 3 1 1-2h2l1 2 3-1-.5-2 1.5-1.5 2 .5 1-3-2-1z',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  clinic: 'M4 21V6l8-3 8 3v15M9 21v-5h6v5M12 7v5m-2.5-2.5h5',
  alert: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  // Registration checklist.
  check: 'M5 12.5l4.5 4.5L19 7.5',
  dot: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
};

/** Icons of the catalogue, the dashboard and the information pages. */
type CatalogIcon = 'search' | 'stethoscope' | 'patients' | 'chats' | 'clinicAdmin' | 'camera' | 'mail' | 'clock' | 'briefcase' | 'arrowLeft'
  | 'clinic' | 'alert' | 'phone' | 'shield' | 'flag';

/** Icons of the registration wizard's checklist: a met rule and one still open. */
type RegistrationIcon = 'check' | 'dot';

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}
