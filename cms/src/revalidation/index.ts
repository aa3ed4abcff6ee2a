// Revalidation: the web told about every change that can change what it shows (revalidate.ts).
// Started last, so start-up work (seed, backfills) is never announced.
import type { Concern } from '../platform/concern';
import { startRevalidation } from './revalidate';

export const revalidation: Concern = { start: startRevalidation };
