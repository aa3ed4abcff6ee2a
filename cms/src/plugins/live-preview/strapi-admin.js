// The plugin's admin screens, bundled from source by the admin build (Vite compiles the TSX).
export { default } from './admin/index';
