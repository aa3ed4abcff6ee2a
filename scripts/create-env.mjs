// Writes local secrets into .env when it has none (npm start does the same on its first run).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureEnvFile } from './lib/env-file.mjs';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.env');
const added = ensureEnvFile(file);
console.log(added.length ? `Wrote ${added.join(', ')} to .env` : '.env already has every secret');
