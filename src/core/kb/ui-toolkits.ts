/**
 * A UI toolkit answers a UI question. Java's purpose routes are mined partly from the applications Debian
 * ships, most of them Swing programs, and their votes put `JOptionPane.showConfirmDialog`, `JList` and
 * `JButton.isSelected` on the pages of questions that never mention a window: on dev-multi's Java
 * questions Swing and AWT held 83 places on 38 pages, 3 of them a reference solution's call. A question
 * that says nothing of windows, drawing, images, colours or input devices has those records' scores
 * halved; one that does (or names the toolkit) keeps them as ranked.
 *
 * Not applied to JavaScript, whose programs draw in the browser's DOM as a matter of course, nor to
 * Python, whose plotting (`matplotlib`) is what its data questions want.
 */
import type { LangIndex } from './inverted-index';
import type { ScoredRecord } from './search';
import { ownValue } from '../../shared/lookup';

/** Per language, the libraries that make up its UI toolkits (matched against the base's library names). */
const UI_TOOLKITS: Readonly<Record<string, RegExp>> = {
  java: /^(?:javax\.swing|java\.awt)(?:\.|$)/,
};

/** Words of a question about a user interface, graphics or input devices. */
const UI_WORDS =
  /\b(?:windows?|gui|graphical|graphics|draw\w*|paint\w*|canvas|pixels?|images?|pictures?|photos?|screens?|screenshots?|colou?rs?|buttons?|dialogs?|menus?|mouse|click\w*|keyboard|keys?|widgets?|fonts?|icons?|animat\w*|applets?|x11|swing|awt|jframe|beep\w*|bells?|clipboard|browsers?|progress[\s-]*bars?|message[\s-]*box(?:es)?)\b/i;

/** A toolkit record on a question that is not about a UI keeps this share of its score (mutable for sweeps). */
export const UI_TOOLKIT_TUNING = { share: 0.5 };

const toolkitLibsCache = new WeakMap<LangIndex, Uint8Array>();

/** Per library id of the index: 1 when it is part of a UI toolkit (computed once per index). */
function toolkitLibs(index: LangIndex, toolkit: RegExp): Uint8Array {
  let libs = toolkitLibsCache.get(index);
  if (!libs) toolkitLibsCache.set(index, (libs = Uint8Array.from(index.libs, (lib) => (toolkit.test(lib) ? 1 : 0))));
  return libs;
}

/** A language's UI toolkits lowered in `ranked` when the question is not about a UI, its order left as it was; whether any score changed. */
export function lowerUiToolkits(index: LangIndex, ranked: readonly ScoredRecord[], question: string): boolean {
  const toolkit = ownValue(UI_TOOLKITS, index.lang);
  if (!toolkit || UI_WORDS.test(question)) return false;
  const isToolkit = toolkitLibs(index, toolkit);
  let changed = false;
  for (const r of ranked) {
    if (!isToolkit[index.libOf[r.index]]) continue;
    r.score *= UI_TOOLKIT_TUNING.share;
    changed = true;
  }
  return changed;
}
