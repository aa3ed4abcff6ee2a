// The staff feature's public entry for server code: the staff area (sign-in, sessions, the staff API).
export { createStaffArea } from './staff-area.server';
