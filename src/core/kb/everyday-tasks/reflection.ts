/**
 * Everyday tasks of a program looking at itself: calling a method by its name, listing a class's methods and fields,
 * checking for an attribute, intercepting calls to methods that do not exist, evaluating code, loading a shared
 * library, reading the current function's name and a function's arity. Asked before these entries were written
 * (round eleven, with object-idioms.ts), 14 of 113 questions found their API first: "call a method by its name given
 * as a string" found Java's `String.length` and Python's `re.match`; "handle calls to methods that are not defined"
 * JavaScript's `Promise.race`, not `Proxy`; "list all the methods of a class" Go's `os.ReadDir`. Python's answers
 * that are special methods (`__getattr__`) are not records of the base.
 */
import { anyOf, type EverydayTask } from './task';

/** A question that asks whether something holds ("check if", "determine whether"), up to four words before its verb. */
const CHECK_WHETHER = String.raw`\b(?:check|checks|checking|test|tests|testing|determine|see|find\s+out|verify|detect|know|tell)\s+(?:if|whether)\s+(?:[\w'-]+\s+){0,4}?`;

/** What a program may look up by name: a method or function (its own entry), or a field. */
const MEMBER = String.raw`(?:attributes?|propert(?:y|ies)|fields?|members?)`;
const CALLABLE = String.raw`(?:methods?|functions?)`;
const BY_NAME = String.raw`(?:by\s+(?:its\s+|their\s+)?name|(?:from|given|using)\s+(?:its\s+|their\s+|a\s+|the\s+)?(?:name|string)|whose\s+names?\s+(?:is|are)\s+(?:stored|given|held|kept)|(?:using|with|via|through)\s+reflection)`;

/** Verbs of listing or walking over something's parts. */
const LIST_VERB = String.raw`\b(?:list|lists|listing|get|gets|enumerate|print|show|iterate\s+(?:over|through)|loop\s+(?:over|through)|walk\s+(?:over|through)|go\s+through)`;

/** A call to a method the object does not have (its own entry: the calls that intercept it). */
const MISSING_METHOD = new RegExp(
  String.raw`\b(?:undefined|unknown|missing|non[\s-]?existent|nonexisting|undeclared)\s+${CALLABLE}(?:\s+calls?)?\b|\b${CALLABLE}\s+that\s+(?:(?:is|are)\s+not\s+defined|(?:does|do)\s+not\s+exist)\b|\bmethod[_\s]missing\b|\b__getattr__\b`,
  'i',
);

export const REFLECTION_TASKS: readonly EverydayTask[] = [
  {
    task: 'call a method by its name',
    pattern: new RegExp(
      String.raw`\b(?:call|calls|calling|invoke|invokes|invoking|run|execute)\s+(?:an?\s+|the\s+)?${CALLABLE}\s+${BY_NAME}|\b${CALLABLE}\s+whose\s+names?\s+(?:is|are)\s+(?:stored|given|held|kept|in)\b|\bdynamic(?:ally)?\s+(?:call|invoke|dispatch)\w*\s+(?:an?\s+)?${CALLABLE}|\bsend\s+(?:an?\s+)?(?:unknown\s+)?(?:method\s+call|message)\s+by\s+name\b|\b${CALLABLE}['’]s\s+name\s+is\s+(?:only\s+)?(?:known|given)\s+(?:only\s+)?at\s+run[\s-]?time\b`,
      'i',
    ),
    unless: MISSING_METHOD,
    calls: {
      c: ['dlsym'],
      java: ['java.lang.Class.getMethod', 'java.lang.reflect.Method.invoke'],
      go: ['reflect.Value.MethodByName', 'reflect.Value.Call'],
      javascript: ['Reflect.apply', 'Reflect.get'],
      python: ['builtins.getattr'],
    },
  },
  {
    task: 'list the methods of a class',
    pattern:
      /\b(?:list|lists|listing|get|enumerate|print|show|find|inspect)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?methods\s+(?:of|on|in)\s+(?:an?\s+|the\s+|this\s+|its\s+|my\s+|some\s+)?(?:class|object|type|struct|instance|interface)\b|\b(?:list|lists|listing|get|enumerate|print|show|find|inspect)\s+(?:all\s+)?(?:of\s+)?(?:an?\s+|the\s+)?(?:class|object|type)(?:'s|s')\s+methods\b|\bmethods\s+(?:an?\s+|the\s+)?(?:object|class|type|struct)\s+(?:has|defines|implements)\b/i,
    calls: {
      java: ['java.lang.Class.getMethods', 'java.lang.Class.getDeclaredMethods'],
      go: ['reflect.Type.NumMethod', 'reflect.Type.Method'],
      javascript: ['Object.getOwnPropertyNames', 'Object.getPrototypeOf'],
      python: ['inspect.getmembers', 'builtins.dir'],
    },
  },
  {
    task: 'check whether an object has a method',
    pattern: new RegExp(
      String.raw`${CHECK_WHETHER}(?:has|have|defines?|implements|responds\s+to|supports)\s+(?:an?\s+|the\s+)?(?:given\s+|certain\s+|specific\s+|particular\s+)?method\b|\bmethod\s+(?:named\s+\S+\s+|called\s+\S+\s+)?(?:exists|is\s+defined)\b`,
      'i',
    ),
    calls: {
      java: ['java.lang.Class.getMethod', 'java.lang.Class.getDeclaredMethod'],
      go: ['reflect.Value.MethodByName', 'reflect.Type.MethodByName'],
      javascript: ['Reflect.has', 'Object.hasOwn'],
      python: ['builtins.hasattr', 'builtins.callable'],
    },
  },
  {
    task: 'check whether an object has an attribute',
    pattern: new RegExp(
      String.raw`${CHECK_WHETHER}(?:has|have|contains|defines)\s+(?:an?\s+|the\s+)?(?:given\s+|certain\s+|specific\s+|particular\s+)?(?:attribute|property|field|member)\b|\b(?:attribute|property|field|member)\s+(?:named\s+\S+\s+|called\s+\S+\s+)?(?:exists|is\s+defined)\b|\bhasattr\b`,
      'i',
    ),
    calls: {
      java: ['java.lang.Class.getDeclaredField', 'java.lang.Class.getField'],
      go: ['reflect.Value.FieldByName', 'reflect.Type.FieldByName'],
      javascript: ['Object.hasOwn', 'Reflect.has', 'Object.hasOwnProperty'],
      python: ['builtins.hasattr'],
    },
  },
  {
    // "Handle calls to methods that are not defined" found JavaScript's `Promise.race`, Java's `Objects.equals`.
    task: 'intercept calls to missing methods and property access',
    pattern: anyOf(
      MISSING_METHOD,
      /\b(?:intercept|intercepts|intercepting|trap|traps|trapping|hook\s+into)\s+(?:all\s+)?(?:the\s+)?(?:property|attribute|field|member|method)\s+(?:access|accesses|reads?|writes?|lookups?|calls?)\b|\b(?:dynamic|runtime)\s+prox(?:y|ies)\b/i,
    ),
    calls: {
      java: ['java.lang.reflect.Proxy.newProxyInstance', 'java.lang.reflect.InvocationHandler'],
      javascript: ['Proxy', 'Reflect.get'],
    },
  },
  {
    task: 'add an attribute to an object at run time',
    pattern: new RegExp(
      String.raw`\b(?:add|adds|adding|attach|create|define|set)\s+(?:an?\s+|new\s+|the\s+)?(?:attribute|property|field|member|variable|method)s?\s+(?:to\s+(?:an?\s+|the\s+|its\s+)?(?:object|instance|class)\s+)?(?:at\s+run[\s-]?time|dynamically|on\s+the\s+fly)\b|\bdynamically\s+(?:add|set|create|define)\s+(?:an?\s+)?(?:attribute|property|field|member|variable|method)`,
      'i',
    ),
    calls: {
      javascript: ['Object.defineProperty', 'Reflect.set', 'Object.assign'],
      python: ['builtins.setattr'],
    },
  },
  {
    task: "read a field's value by its name",
    pattern: new RegExp(
      String.raw`\b(?:get|gets|getting|read|reads|reading|access|accessing|fetch|retrieve|look\s+up)\s+(?:the\s+)?(?:value\s+of\s+)?(?:an?\s+|the\s+)?(?:private\s+)?${MEMBER}\s+${BY_NAME}`,
      'i',
    ),
    calls: {
      java: ['java.lang.Class.getDeclaredField', 'java.lang.reflect.Field.get'],
      go: ['reflect.Value.FieldByName'],
      javascript: ['Reflect.get'],
      python: ['builtins.getattr'],
    },
  },
  {
    task: "set a field's value by its name",
    pattern: new RegExp(
      String.raw`\b(?:set|sets|setting|write|change|modify|update|assign)\s+(?:the\s+)?(?:value\s+of\s+)?(?:an?\s+|the\s+)?(?:private\s+)?${MEMBER}\s+(?:[\w-]+\s+){0,3}?${BY_NAME}`,
      'i',
    ),
    calls: {
      java: ['java.lang.reflect.Field.setAccessible', 'java.lang.reflect.Field.set'],
      go: ['reflect.Value.FieldByName', 'reflect.Value.Set'],
      javascript: ['Reflect.set'],
      python: ['builtins.setattr'],
    },
  },
  {
    // "Access a private field from outside its class" found Go's `utf8.DecodeRuneInString`, Python's `os.access`.
    task: 'access private members from outside',
    pattern:
      /\baccess\w*\s+(?:an?\s+|the\s+|its\s+)?private\s+(?:or\s+protected\s+)?(?:members?|fields?|methods?|attributes?|variables?|propert(?:y|ies))\b|\bbreak\w*\s+(?:oo\s+|object[\s-]oriented\s+)?(?:privacy|encapsulation)\b|\bprivate\s+(?:fields?|members?|methods?)\s+from\s+outside\b/i,
    calls: {
      java: ['java.lang.reflect.Field.setAccessible', 'java.lang.Class.getDeclaredField', 'java.lang.reflect.Field.get'],
      go: ['reflect.Value.FieldByName', 'unsafe.Pointer'],
      python: ['builtins.getattr'],
    },
  },
  {
    task: 'list the fields of an object or struct',
    pattern: new RegExp(
      String.raw`${LIST_VERB}\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:fields|properties|attributes|members)\s+(?:of|in|on)\s+(?:an?\s+|the\s+|this\s+|my\s+)?(?:object|struct|class|instance|record|type)\b|${LIST_VERB}\s+(?:all\s+)?(?:of\s+)?(?:an?\s+|the\s+)?(?:object|struct|class|instance|record)(?:'s|s')\s+(?:fields|properties|attributes|members)\b`,
      'i',
    ),
    calls: {
      java: ['java.lang.Class.getDeclaredFields', 'java.lang.Class.getFields'],
      go: ['reflect.Type.NumField', 'reflect.Type.Field', 'reflect.Value.Field'],
      javascript: ['Object.keys', 'Object.entries'],
      python: ['builtins.vars', 'dataclasses.fields'],
    },
  },
  {
    task: 'create an instance of a class from its name',
    pattern:
      /\b(?:create|creates|creating|instantiate|instantiates|instantiating|make|construct|build)\s+(?:an?\s+)?(?:instance|object|class)s?\s+(?:of\s+a\s+class\s+)?(?:from|by|given|using)\s+(?:its\s+|a\s+|the\s+)?(?:class\s+)?name\b|\bload\s+(?:a\s+)?class\s+by\s+(?:its\s+)?name\b|\bClass\.forName\b/i,
    calls: {
      java: ['java.lang.Class.forName', 'java.lang.Class.getDeclaredConstructor', 'java.lang.reflect.Constructor.newInstance'],
      python: ['importlib.import_module', 'builtins.getattr'],
    },
  },
  {
    // "Evaluate a string as code" found Python's `numpy.exp` and `ast.literal_eval`, Java's `String.endsWith`.
    task: 'evaluate a string as code',
    pattern:
      /\b(?:eval(?:uate)?s?|execute|run|interpret)\s+(?:an?\s+|the\s+)?(?:string|text|expression\s+string)\s+(?:as|of)\s+(?:code|a\s+program|an?\s+expression|javascript|python|source)\b|\b(?:execute|run|evaluate)\s+(?:dynamic(?:ally\s+generated)?|arbitrary|generated)\s+code\b|\bruntime\s+evaluation\b|\beval\s*\(/i,
    calls: {
      java: ['javax.script.ScriptEngineManager', 'javax.script.ScriptEngine.eval'],
      javascript: ['eval', 'Function'],
      python: ['builtins.eval', 'builtins.exec'],
    },
  },
  {
    task: 'load a shared library at run time',
    pattern:
      /\b(?:load|loads|loading|open|opens|opening)\s+(?:an?\s+|the\s+)?(?:shared|dynamic(?:ally[\s-]linked)?|native|external)\s+(?:library|libraries|object|lib)\b|\b(?:load|open)\s+(?:an?\s+)?(?:\.so|dll|plugin)\b|\bdlopen\b|\b(?:call|use)\s+(?:an?\s+)?functions?\s+(?:from|in)\s+(?:an?\s+)?(?:shared|dynamic|native|c)\s+librar(?:y|ies)\b/i,
    calls: {
      c: ['dlopen', 'dlsym', 'dlclose'],
      java: ['java.lang.System.loadLibrary', 'java.lang.System.load'],
      go: ['plugin.Open'],
      javascript: ['process.dlopen'],
      python: ['ctypes.CDLL'],
    },
  },
  {
    task: 'get the source code of a function',
    pattern: /\b(?:get|gets|print|show|read|see|view|display)\s+(?:the\s+)?source(?:\s+code)?\s+(?:of|for)\s+(?:an?\s+|the\s+|this\s+|its\s+)?(?:function|method|class|lambda)\b/i,
    calls: {
      javascript: ['Function.toString'],
      python: ['inspect.getsource'],
    },
  },
  {
    task: 'get the name of the current function',
    pattern:
      /\bnames?\s+of\s+(?:the\s+)?(?:current(?:ly\s+(?:running|executing))?|calling|caller|running|executing|enclosing)\s+(?:function|method)\b|\b(?:current|calling|caller(?:'s)?)\s+(?:function|method)(?:'s)?\s+name\b/i,
    calls: {
      java: ['java.lang.Thread.getStackTrace', 'java.lang.StackWalker'],
      go: ['runtime.Caller', 'runtime.FuncForPC'],
      python: ['inspect.currentframe', 'inspect.stack'],
    },
  },
  {
    task: 'check whether an object is an instance of a class',
    pattern:
      /\b(?:object|value|variable|instance|it)\s+is\s+(?:an?\s+)?(?:instance|kind|member)\s+of\s+(?:an?\s+|the\s+|some\s+|given\s+)?(?:class|type|struct)\b|\binstanceof\b|\bis[\s_-]?instance\b/i,
    calls: {
      java: ['java.lang.Class.isInstance'],
      go: ['reflect.TypeOf'],
      javascript: ['Object.isPrototypeOf'],
      rust: ['std::any::Any::is', 'std::any::Any::downcast_ref'],
      python: ['builtins.isinstance'],
    },
  },
  {
    task: 'get the size of a type in bytes',
    pattern:
      /\bsize\s+of\s+(?:an?\s+|the\s+)?(?:type|struct|structure|variable|value|object|int|integer|pointer|data\s+type)\b(?!\s+(?:of\s+)?(?:file|files|directory|image|array|list|string|screen|window))|\bsizeof\b|\bhow\s+many\s+bytes\s+(?:an?\s+|the\s+)?(?:type|struct|variable|value|object|int|integer|pointer)\s+(?:takes|uses|occupies)\b/i,
    calls: {
      go: ['unsafe.Sizeof'],
      rust: ['std::mem::size_of', 'std::mem::size_of_val'],
      python: ['sys.getsizeof', 'ctypes.sizeof'],
    },
  },
  {
    task: 'the number of parameters a function takes',
    pattern:
      /\b(?:number|count)\s+of\s+(?:parameters|arguments|args)\s+(?:an?\s+|the\s+|this\s+|that\s+)?(?:function|method|callable|lambda)\s+(?:takes|accepts|expects|declares|has)\b|\b(?:function|method)(?:'s)?\s+arity\b|\barity\s+of\b/i,
    calls: {
      java: ['java.lang.reflect.Method.getParameterCount'],
      go: ['reflect.Type.NumIn'],
      javascript: ['Function.length'],
      python: ['inspect.signature'],
    },
  },
  {
    task: 'check whether a type implements an interface',
    pattern:
      new RegExp(String.raw`${CHECK_WHETHER}(?:implements|satisfies|conforms\s+to)\s+(?:an?\s+|the\s+|some\s+|a\s+given\s+)?(?:interface|trait|protocol)\b|${CHECK_WHETHER}is\s+(?:a\s+)?subclass\s+of\b|\bissubclass\b`, 'i'),
    calls: {
      java: ['java.lang.Class.isAssignableFrom'],
      go: ['reflect.Type.Implements'],
      python: ['builtins.issubclass', 'builtins.isinstance'],
    },
  },
  {
    task: 'get the parent class of a class',
    pattern: /\b(?:get|gets|find|print|list|show)\s+(?:the\s+|its\s+)?(?:parent|super|base)[\s-]?class(?:es)?\s+of\b|\bsuperclass\s+of\b|\bprototype\s+chain\b/i,
    calls: {
      java: ['java.lang.Class.getSuperclass'],
      javascript: ['Object.getPrototypeOf', 'Reflect.getPrototypeOf'],
      python: ['inspect.getmro'],
    },
  },
  {
    task: 'read the annotations of a method or class',
    pattern: /\b(?:read|reads|get|gets|list|find|check|inspect)\s+(?:the\s+)?(?:annotations?|type\s+hints?)\s+(?:of|on)\s+(?:an?\s+|the\s+|this\s+)?(?:method|function|class|field)\b/i,
    calls: {
      java: ['java.lang.reflect.Method.getAnnotation', 'java.lang.reflect.AccessibleObject.isAnnotationPresent'],
      python: ['inspect.get_annotations', 'typing.get_type_hints'],
    },
  },
  {
    task: "read a struct field's tag",
    pattern: /\bstruct\s+(?:field\s+)?tags?\b|\bfield(?:'s)?\s+tags?\b/i,
    calls: {
      go: ['reflect.StructTag.Get', 'reflect.StructTag.Lookup', 'reflect.Type.Field'],
    },
  },
  {
    task: "get a function's documentation string",
    pattern:
      /\b(?:get|gets|read|print|show|access|retrieve)\s+(?:an?\s+|the\s+|its\s+)?(?:(?:function|method|class|module)(?:'s)?\s+)?(?:doc[\s-]?strings?|documentation\s+strings?)\b|\bdoc[\s-]?strings?\s+of\s+(?:an?\s+|the\s+)?(?:function|method|class|module)\b|\b(?:get|gets|read|print|show)\s+(?:an?\s+|the\s+)?(?:function|method|class)(?:'s)?\s+documentation\b/i,
    calls: {
      python: ['inspect.getdoc'],
    },
  },
  {
    task: 'the current line number and file name of the code',
    pattern:
      /\b(?:current|this|calling|caller(?:'s)?)\s+(?:source\s+)?line\s+number\s+and\s+(?:source\s+)?file(?:\s*name)?\b|\b(?:source\s+)?file\s*name\s+and\s+line\s+number\s+of\s+(?:the\s+)?(?:current|calling|caller)\b|\bline\s+number\s+of\s+the\s+(?:current|calling)\s+(?:code|statement|function|caller)\b|__LINE__|__FILE__/i,
    calls: {
      java: ['java.lang.Thread.getStackTrace', 'java.lang.StackTraceElement.getLineNumber'],
      go: ['runtime.Caller'],
      rust: ['std::line', 'std::file'],
      python: ['inspect.currentframe', 'inspect.getframeinfo'],
    },
  },
];
