/**
 * The everyday tasks of everyday-tasks.ts: how questions say each (matched case-insensitively against the
 * whole question) and, per knowledge-base language, the calls made for it, most usual first (full names
 * as the base has them; test/integration/shipped-base.test.ts checks each against the shipped base).
 * General programming knowledge, written once, one file per concern under everyday-tasks/; each entry's
 * comment, or its file's, says what the routes found without it.
 */
import { BROWSER_AND_UI_TASKS } from './everyday-tasks/browser-and-ui';
import { COLLECTION_TASKS } from './everyday-tasks/collections';
import { NUMBER_AND_TIME_TASKS } from './everyday-tasks/numbers-and-time';
import { SYSTEM_TASKS } from './everyday-tasks/system';
import type { EverydayTask } from './everyday-tasks/task';
import { TEXT_TASKS } from './everyday-tasks/text';

export type { EverydayTask };

export const EVERYDAY_TASKS: readonly EverydayTask[] = [...TEXT_TASKS, ...NUMBER_AND_TIME_TASKS, ...COLLECTION_TASKS, ...SYSTEM_TASKS, ...BROWSER_AND_UI_TASKS];
