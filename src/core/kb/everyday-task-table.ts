/**
 * The everyday tasks of everyday-tasks.ts: how questions say each (matched case-insensitively against the
 * whole question) and, per knowledge-base language, the calls made for it, most usual first (full names
 * as the base has them; test/integration/shipped-base.test.ts checks each against the shipped base).
 * General programming knowledge, written once, one file per concern under everyday-tasks/; each entry's
 * comment, or its file's, says what the routes found without it.
 */
import { BINARY_DATA_TASKS } from './everyday-tasks/binary-data';
import { BROWSER_AND_UI_TASKS } from './everyday-tasks/browser-and-ui';
import { CONCURRENCY_TASKS } from './everyday-tasks/concurrency';
import { DATABASE_TASKS } from './everyday-tasks/databases';
import { DATE_AND_TIME_TASKS } from './everyday-tasks/dates-and-time';
import { DESKTOP_AND_TERMINAL_TASKS } from './everyday-tasks/desktop-and-terminal';
import { ENCODING_TASKS } from './everyday-tasks/encodings';
import { ERROR_TASKS } from './everyday-tasks/errors';
import { FILE_TASKS } from './everyday-tasks/files';
import { IMAGE_TASKS } from './everyday-tasks/images';
import { CHART_TASKS } from './everyday-tasks/charts';
import { INPUT_TASKS } from './everyday-tasks/input';
import { LIST_CHANGE_TASKS } from './everyday-tasks/list-changes';
import { LIST_QUERY_TASKS } from './everyday-tasks/list-queries';
import { MAP_AND_SET_TASKS } from './everyday-tasks/maps-and-sets';
import { MATRIX_TASKS } from './everyday-tasks/matrices';
import { NETWORK_TASKS } from './everyday-tasks/network';
import { NUMBER_TASKS } from './everyday-tasks/numbers';
import { NUMBER_KIND_TASKS } from './everyday-tasks/number-kinds';
import { NUMBERS_AS_TEXT_TASKS } from './everyday-tasks/numbers-as-text';
import { OBJECT_IDIOM_TASKS } from './everyday-tasks/object-idioms';
import { PATH_TASKS } from './everyday-tasks/paths';
import { PROCESS_TASKS } from './everyday-tasks/processes';
import { RANDOM_TASKS } from './everyday-tasks/random';
import { REFLECTION_TASKS } from './everyday-tasks/reflection';
import { STRING_TASKS } from './everyday-tasks/strings';
import { SYSTEM_TASKS } from './everyday-tasks/system';
import { TESTING_TASKS } from './everyday-tasks/testing';
import { TEXT_MATCHING_TASKS } from './everyday-tasks/text-matching';
import { TEXT_SPLITTING_TASKS } from './everyday-tasks/text-splitting';
import type { EverydayTask } from './everyday-tasks/task';

export type { EverydayTask };

export const EVERYDAY_TASKS: readonly EverydayTask[] = [
  ...INPUT_TASKS,
  ...NUMBERS_AS_TEXT_TASKS,
  ...STRING_TASKS,
  ...TEXT_SPLITTING_TASKS,
  ...TEXT_MATCHING_TASKS,
  ...ENCODING_TASKS,
  ...NUMBER_TASKS,
  ...DATE_AND_TIME_TASKS,
  ...RANDOM_TASKS,
  ...LIST_QUERY_TASKS,
  ...LIST_CHANGE_TASKS,
  ...MAP_AND_SET_TASKS,
  ...FILE_TASKS,
  ...PATH_TASKS,
  ...DATABASE_TASKS,
  ...PROCESS_TASKS,
  ...CONCURRENCY_TASKS,
  ...ERROR_TASKS,
  ...SYSTEM_TASKS,
  ...NETWORK_TASKS,
  ...BROWSER_AND_UI_TASKS,
  ...TESTING_TASKS,
  ...IMAGE_TASKS,
  ...CHART_TASKS,
  ...REFLECTION_TASKS,
  ...OBJECT_IDIOM_TASKS,
  ...NUMBER_KIND_TASKS,
  ...BINARY_DATA_TASKS,
  ...DESKTOP_AND_TERMINAL_TASKS,
  ...MATRIX_TASKS,
];
