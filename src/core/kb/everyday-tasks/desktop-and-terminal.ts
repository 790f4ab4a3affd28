/**
 * Everyday tasks of a desktop program and its terminal: a window, a button, a file chooser, the screen's resolution,
 * pixels set in an image or read from the screen, a sound played, keys simulated; the terminal cleared, tested for,
 * flushed, printed to (a line, or without a newline); a single running instance, the executable's path, the machine's byte
 * order and word size. Asked before these entries were written (round thirteen), 7 of 59 questions in C, Go, Java,
 * Python and Rust found their API first: "display a GUI window" found Java's `JButton` and no `JFrame`, Python's
 * `matplotlib.pyplot.show`; "find the endianness of the machine" Java's `Matcher.find`; "flush standard output"
 * Python's `os.fsync`; "check that only one instance of the program is running" Go's `os/exec.Command`.
 */
import type { EverydayTask } from './task';

export const DESKTOP_AND_TERMINAL_TASKS: readonly EverydayTask[] = [
  {
    // "Speech synthesis. Render the text … as speech" (a blind Go and Rust task) found strings.Builder and a
    // random thread wait: the program hands the text to the system's speech program (or the browser's voice).
    task: 'speak text aloud',
    pattern: /\bspeech\s+synthesi[sz]\w*|\btext[\s-]+to[\s-]+speech\b|\b(?:say|says|speak|speaks|read)\s+(?:[^\s.;:!?]+\s+){0,8}?(?:out\s+loud|aloud)\b|\bas\s+(?:spoken\s+)?speech\b/i,
    calls: {
      c: ['system'],
      java: ['java.lang.ProcessBuilder', 'java.lang.ProcessBuilder.start'],
      go: ['os/exec.Command', 'os/exec.Cmd.Run'],
      javascript: ['SpeechSynthesisUtterance', 'speechSynthesis.speak'],
      rust: ['std::process::Command::new', 'std::process::Command::arg', 'std::process::Command::status'],
    },
  },
  {
    task: 'display a window',
    pattern:
      /\b(?:display|displays|show|shows|open|opens|create|creates|make)\s+(?:an?\s+|the\s+)?(?:simple\s+|empty\s+|new\s+|main\s+|blank\s+)?(?:gui\s+|application\s+|desktop\s+|top[\s-]level\s+)?window\b(?!\s+(?:size|title|object)\b)|\bgui\s+window\b|\bwindowed\s+application\b/i,
    calls: {
      // A page's script makes elements, not windows ("create a window with a button" is `createElement`); the
      // words find `window.open` for the rare question that wants one.
      java: ['javax.swing.JFrame', 'javax.swing.JFrame.setVisible', 'javax.swing.JFrame.setDefaultCloseOperation'],
      python: ['tkinter.Tk', 'tkinter.Tk.mainloop'],
    },
  },
  {
    // "Open a new browser window" found the npm package `open` (which opens a URL in another program).
    task: 'open a browser window or tab',
    pattern: /\b(?:open|opens|opening)\s+(?:an?\s+)?(?:new\s+)?(?:browser\s+(?:window|tab)|tab|pop[\s-]?up(?:\s+window)?)\b/i,
    calls: {
      javascript: ['Window.open'],
    },
  },
  {
    task: 'a button that reacts to clicks',
    pattern: /\bbuttons?\s+(?:that|which)\s+(?:responds?|reacts?)\b|\b(?:add|adds|create|creates|make|show)\s+(?:an?\s+)?(?:clickable\s+)?button\b|\bbutton\s+(?:is\s+)?click(?:s|ed)?\b/i,
    calls: {
      java: ['javax.swing.JButton', 'javax.swing.AbstractButton.addActionListener'],
      javascript: ['Document.createElement', 'EventTarget.addEventListener'],
      python: ['tkinter.Button'],
    },
  },
  {
    task: 'open a file chooser',
    pattern:
      /\bfile\s+(?:chooser|picker|selection|open)(?:\s+dialog)?\b|\b(?:open|show)\s+(?:an?\s+)?file\s+dialog\b|\b(?:let|ask)\s+the\s+user\s+(?:to\s+)?(?:choose|pick|select)\s+(?:an?\s+)?file\b/i,
    calls: {
      java: ['javax.swing.JFileChooser', 'javax.swing.JFileChooser.showOpenDialog'],
      javascript: ['HTMLInputElement.files'],
      python: ['tkinter.filedialog.askopenfilename'],
    },
  },
  {
    task: "the screen's resolution",
    pattern: /\bscreen(?:'s)?\s+(?:resolution|dimensions|width\s+and\s+height)\b|\bresolution\s+of\s+(?:the\s+)?(?:screen|display|monitor)\b|\b(?:display|monitor)\s+resolution\b|\bsize\s+of\s+the\s+(?:screen|display|monitor)\b/i,
    calls: {
      java: ['java.awt.Toolkit.getScreenSize', 'java.awt.Toolkit.getDefaultToolkit'],
      javascript: ['Screen.width', 'Window.screen'],
      python: ['tkinter.Tk.winfo_screenwidth', 'tkinter.Tk.winfo_screenheight'],
    },
  },
  {
    task: 'draw a line',
    // A line chart is a plot's (matplotlib's `plot` is found by the words), not a line drawn.
    pattern: /\bdraw(?:s|ing)?\s+(?:an?\s+|the\s+)?(?:straight\s+)?lines?\b(?!\s+(?:charts?|plots?|graphs?|of\s+text|from\s+the\s+file)\b)|\bline\s+between\s+two\s+points\b/i,
    calls: {
      java: ['java.awt.Graphics.drawLine', 'java.awt.Graphics2D.draw'],
      go: ['image/draw.Draw', 'image.RGBA.Set'],
      javascript: ['CanvasRenderingContext2D.moveTo', 'CanvasRenderingContext2D.lineTo', 'CanvasRenderingContext2D.stroke'],
      python: ['PIL.ImageDraw.ImageDraw.line', 'matplotlib.pyplot.plot'],
    },
  },
  {
    task: "set a pixel's color in an image",
    pattern: /\b(?:set|sets|setting|change|changes|put|plot|plots|write|colou?r)\s+(?:the\s+)?(?:colou?r\s+of\s+)?(?:an?\s+|a\s+single\s+|one\s+|each\s+|individual\s+)?pixels?\b/i,
    calls: {
      java: ['java.awt.image.BufferedImage.setRGB'],
      go: ['image.RGBA.Set', 'image.NRGBA.Set'],
      javascript: ['CanvasRenderingContext2D.fillRect', 'CanvasRenderingContext2D.putImageData'],
      rust: ['image::ImageBuffer::put_pixel', 'image::RgbImage::put_pixel'],
      python: ['PIL.Image.Image.putpixel'],
    },
  },
  {
    task: 'read the screen',
    pattern: /\bcolou?r\s+of\s+(?:an?\s+|the\s+)?pixel\s+(?:on|at)\s+(?:the\s+)?(?:screen|display|desktop)\b|\bscreen\s+pixel\s+colou?r\b|\b(?:take|takes|capture|grab)\s+(?:an?\s+)?screen\s*shot\b|\bscreen\s+capture\b/i,
    calls: {
      java: ['java.awt.Robot.getPixelColor', 'java.awt.Robot.createScreenCapture'],
      python: ['PIL.ImageGrab.grab'],
    },
  },
  {
    task: 'play a sound',
    pattern: /\bplay(?:s|ing)?\s+(?:an?\s+|the\s+)?(?:sound|audio|wav|mp3|music|song)(?:\s+files?|\s+clips?)?\b/i,
    calls: {
      java: ['javax.sound.sampled.AudioSystem.getClip', 'javax.sound.sampled.AudioSystem.getAudioInputStream'],
      javascript: ['HTMLAudioElement', 'HTMLMediaElement.play'],
    },
  },
  {
    task: 'simulate the keyboard or the mouse',
    pattern:
      /\bsimulat\w*\s+(?:an?\s+|the\s+)?(?:key\s*(?:board)?(?:\s+(?:press|stroke|input|event)s?)?|keystrokes?|mouse(?:\s+(?:click|movement|input|event)s?)?|(?:user\s+)?input|clicks?)\b|\bsend\s+(?:a\s+)?key\s*strokes?\b|\bautomate\s+(?:the\s+)?(?:keyboard|mouse)\b/i,
    calls: {
      java: ['java.awt.Robot.keyPress', 'java.awt.Robot.mouseMove', 'java.awt.Robot'],
    },
  },
  {
    task: 'clear the terminal',
    pattern: /\bclear(?:s|ing)?\s+(?:the\s+)?(?:terminal|console|screen)(?:\s+(?:screen|window))?\b|\bcls\b/i,
    calls: {
      c: ['system'],
      java: ['java.lang.ProcessBuilder', 'java.lang.System.out'],
      go: ['os/exec.Command', 'fmt.Print'],
      javascript: ['console.clear'],
      rust: ['std::process::Command::new', 'std::print'],
      python: ['os.system'],
    },
  },
  {
    task: 'test whether output goes to a terminal',
    pattern:
      /\b(?:is|whether|if)\s+(?:the\s+)?(?:standard\s+(?:output|input|error)|stdout|stdin|stderr|output|input)\s+(?:is\s+)?(?:a|an|attached\s+to\s+a|connected\s+to\s+a|going\s+to\s+a|redirected\s+to\s+a)\s+(?:terminal|tty|console)\b|\bisatty\b|\brunning\s+in\s+a\s+(?:terminal|tty)\b|\binteractive\s+terminal\b/i,
    calls: {
      c: ['isatty'],
      java: ['java.lang.System.console'],
      go: ['golang.org/x/term.IsTerminal'],
      javascript: ['tty.isatty', 'process.stdout'],
      rust: ['std::io::IsTerminal::is_terminal'],
      python: ['os.isatty'],
    },
  },
  {
    task: 'flush standard output',
    pattern: /\bflush(?:es|ing)?\s+(?:the\s+)?(?:standard\s+output|stdout|output|console|print\s+buffer|output\s+buffer)\b|\bunbuffered\s+output\b/i,
    calls: {
      c: ['fflush'],
      java: ['java.io.PrintStream.flush'],
      go: ['bufio.Writer.Flush', 'os.File.Sync'],
      rust: ['std::io::Write::flush', 'std::io::stdout'],
      python: ['sys.stdout', 'builtins.print'],
    },
  },
  {
    // Asked outright: "print a line to standard output" had no `fmt.Println` in Go's first ten, the calls every
    // program makes being kept to a tenth of their score unless the question names them (staples.ts). A task that
    // prints its result says what it computes; only printing asked as such is this.
    task: 'print a line to the console',
    pattern:
      /\b(?:print|prints|printing|write|writes|writing|output|outputs|display|displays)\s+(?:an?\s+|the\s+|some\s+)?(?:line|lines|message|messages|text|string|greeting)\s+(?:of\s+text\s+)?(?:to|on|in)\s+(?:the\s+)?(?:console|terminal|screen|standard\s+output|stdout)\b|\bprint\w*\s+(?:something\s+)?(?:to|on)\s+(?:the\s+)?(?:console|terminal|standard\s+output|stdout)\b/i,
    unless: /\bstandard\s+error\b|\bstderr\b|\bwithout\s+(?:a\s+|the\s+)?(?:trailing\s+)?new[\s-]?line\b|\bsame\s+line\b/i,
    calls: {
      c: ['printf', 'puts'],
      java: ['java.io.PrintStream.println', 'java.lang.System.out'],
      go: ['fmt.Println', 'fmt.Printf'],
      javascript: ['console.log'],
      rust: ['std::println'],
      python: ['builtins.print'],
    },
  },
  {
    task: 'print without a newline',
    pattern: /\bprint\w*\s+(?:[\w-]+\s+){0,3}?without\s+(?:a\s+|the\s+|any\s+)?(?:trailing\s+)?new[\s-]?lines?\b|\b(?:no|without)\s+(?:a\s+)?(?:trailing\s+)?line\s+breaks?\b|\bprint\w*\s+(?:[\w-]+\s+){0,3}?on\s+the\s+same\s+line\b/i,
    calls: {
      c: ['printf', 'fputs'],
      java: ['java.io.PrintStream.print'],
      go: ['fmt.Print', 'fmt.Printf'],
      javascript: ['process.stdout'],
      rust: ['std::print'],
      python: ['builtins.print'],
    },
  },
  {
    task: 'allow a single running instance',
    pattern:
      /\b(?:only\s+one|one\s+single|a\s+single|another|a\s+second)\s+(?:copy|instance)\s+(?:of\s+(?:the|this|my|your)\s+(?:program|application|app|script|process)\s+)?(?:is\s+)?(?:already\s+)?running\b|\bsingle[\s-]instance\b|\bprevent\s+(?:multiple|several|two)\s+instances\b/i,
    calls: {
      c: ['flock', 'lockf'],
      java: ['java.nio.channels.FileChannel.tryLock'],
      go: ['net.Listen'],
      rust: ['std::net::TcpListener::bind'],
      python: ['fcntl.flock'],
    },
  },
  {
    task: "the running executable's path",
    pattern:
      /\b(?:path|location|name|file)\s+(?:of|to)\s+(?:the\s+)?(?:currently\s+)?(?:running\s+)?(?:executable|binary|program's\s+file|running\s+program)\b|\b(?:current|own|running)\s+executable\b|\bargv\s*\[\s*0\s*\]|\bname\s+(?:or\s+path\s+)?(?:under|by|with)\s+which\s+it\s+(?:was|is)\s+(?:invoked|called|run|started)\b|\bprogram['’]?s?\s+(?:own\s+)?name\b|\bname\s+of\s+the\s+(?:running\s+)?(?:program|script)\b/i,
    calls: {
      c: ['readlink', 'program_invocation_name'],
      java: ['java.lang.ProcessHandle.current', 'java.lang.ProcessHandle.Info.command'],
      go: ['os.Executable'],
      javascript: ['process.execPath', 'process.argv'],
      rust: ['std::env::current_exe'],
      python: ['sys.executable', 'sys.argv'],
    },
  },
  {
    task: "the machine's byte order",
    pattern:
      /\b(?:endianness|endianess|byte\s+order)\s+of\s+(?:the\s+|this\s+)?(?:host|machine|system|platform|computer|cpu|processor)\b|\bnative\s+(?:byte\s+order|endianness)\b|\b(?:find|detect|determine|check|get|print|tell)\s+(?:the\s+)?endianness\b|\b(?:machine|host|system|cpu)\s+is\s+(?:little|big)[\s-]endian\b/i,
    calls: {
      java: ['java.nio.ByteOrder.nativeOrder'],
      go: ['encoding/binary.NativeEndian'],
      javascript: ['os.endianness'],
      python: ['sys.byteorder'],
    },
  },
  {
    task: "the machine's word size",
    // "Not limited by machine word size" says what a result must not depend on, not what to read.
    unless: /\b(?:limited|bounded|restricted|constrained)\s+(?:by|to)\s+(?:the\s+)?(?:machine(?:'s)?\s+)?word\s+size\b/i,
    pattern:
      /\bword\s+size\b|\b(?:32|64)[\s-]?bit\s+(?:or\s+(?:32|64)[\s-]?bit\s+)?(?:machine|system|platform|process|os|python|jvm|architecture)\b|\bpointer\s+(?:size|width)\b|\bsize\s+of\s+a\s+pointer\b/i,
    calls: {
      java: ['java.lang.System.getProperty'],
      go: ['strconv.IntSize', 'math/bits.UintSize'],
      rust: ['std::mem::size_of', 'isize::BITS'],
      python: ['sys.maxsize', 'platform.architecture', 'struct.calcsize'],
    },
  },
];
