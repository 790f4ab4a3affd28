// Java source of the knowledge base: the JDK's public API (exported packages of the java.* modules and
// the supported jdk.* APIs) → kb/.staging/java.jsonl (see kb/pipeline/README.md for the contract).
//
//   java --add-modules ALL-SYSTEM Extract.java <src.zip> <out.jsonl> <ver> <source> <licence>
//
// Reflection over the running JDK decides WHAT is public API: public types of exported packages, their
// public members each type declares itself (re-declared Object methods such as toString, synthetic and
// bridge methods are dropped), @Deprecated. The sources in src.zip (parsed with the javac Tree API, no
// attribution) give HOW it reads: the declaration's own text for `sig`, the javadoc's first sentence
// for `doc`. Members are matched between the two by name + erased simple parameter types.

import com.sun.source.tree.*;
import com.sun.source.util.*;
import java.io.*;
import java.lang.module.*;
import java.lang.reflect.*;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;
import java.util.zip.*;
import javax.tools.*;

public class Extract {
  static final Set<String> EXTRA_PACKAGES = Set.of("com.sun.net.httpserver", "com.sun.net.httpserver.spi");

  /** Which exported packages count as public API. */
  static boolean wantedPackage(String module, String pkg) {
    if (pkg.startsWith("sun.") || pkg.contains(".internal") || pkg.startsWith("jdk.incubator")) return false;
    if (module.startsWith("java.")) return !pkg.startsWith("com.sun.");
    if (module.startsWith("jdk.")) return pkg.startsWith("jdk.") || EXTRA_PACKAGES.contains(pkg);
    return false;
  }

  // ---------------------------------------------------------------- reflection side
  static final class Member {
    final String key; // name(ParamSimple,...) or <init>(...) or field name
    final String kind;
    final boolean dep;
    final Executable exec; // null for fields
    final Field field;
    boolean matched;
    TypeInfo owner; // set for members borrowed from a non-public superclass
    Member(String key, String kind, boolean dep, Executable exec, Field field) {
      this.key = key; this.kind = kind; this.dep = dep; this.exec = exec; this.field = field;
    }
  }

  static final class TypeInfo {
    Class<?> cls;
    String pkg;
    String dottedName; // java.util.Map.Entry
    String kind;
    boolean dep;
    boolean matched;
    final LinkedHashMap<String, List<Member>> members = new LinkedHashMap<>();
  }

  static String simple(Class<?> c) {
    if (c.isArray()) return simple(c.getComponentType()) + "[]";
    return c.getSimpleName();
  }

  static String key(String name, Class<?>[] params, int skip) {
    StringBuilder sb = new StringBuilder(name).append('(');
    for (int i = skip; i < params.length; i++) {
      if (i > skip) sb.append(',');
      sb.append(simple(params[i]));
    }
    return sb.append(')').toString();
  }

  static boolean isApiType(Class<?> c, Set<String> pkgs) {
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
      if (!Modifier.isPublic(k.getModifiers())) return false;
      if (k.isAnonymousClass() || k.isLocalClass() || k.isSynthetic()) return false;
    }
    return pkgs.contains(c.getPackageName());
  }

  /** All supertypes (classes and interfaces, transitively), nearest first; Object last. */
  static List<Class<?>> supertypes(Class<?> c) {
    LinkedHashSet<Class<?>> out = new LinkedHashSet<>();
    ArrayDeque<Class<?>> q = new ArrayDeque<>();
    q.add(c);
    while (!q.isEmpty()) {
      Class<?> k = q.poll();
      if (k.getSuperclass() != null && out.add(k.getSuperclass())) q.add(k.getSuperclass());
      for (Class<?> i : k.getInterfaces()) if (out.add(i)) q.add(i);
    }
    out.remove(Object.class);
    out.add(Object.class);
    return new ArrayList<>(out);
  }

  /** True when a public API supertype declares a public/protected instance method name(params). */
  static boolean declaredAbove(Class<?> c, String name, Class<?>[] params, Set<String> pkgs) {
    for (Class<?> s : supertypes(c)) {
      if (s != Object.class && !isApiType(s, pkgs)) continue;
      try {
        Method sm = s.getDeclaredMethod(name, params);
        int mod = sm.getModifiers();
        if (!Modifier.isStatic(mod) && (Modifier.isPublic(mod) || Modifier.isProtected(mod))) return true;
      } catch (NoSuchMethodException | NoClassDefFoundError e) {
        // not there
      }
    }
    return false;
  }

  /**
   * Overrides that are dropped: those of java.lang.Object's methods (every class re-declares toString,
   * equals, hashCode: noise in a search); Object's own stay. Other overrides stay on the class that re-declares them,
   * because that is where users look them up (String.length, ArrayList.add, BufferedReader.read).
   */
  static final Set<String> OBJECT_METHODS = Set.of("toString", "equals", "hashCode", "clone", "finalize");

  static boolean isOverride(Class<?> c, Method m, Method[] declared, Set<String> pkgs) {
    if (!OBJECT_METHODS.contains(m.getName())) return false;
    // Object's own are no overrides: `supertypes` lists Object last, even for Object, and its equals, hashCode,
    // toString and clone (what a class overrides, what "deep copy an object" calls) were dropped with the rest.
    if (c == Object.class) return false;
    if (declaredAbove(c, m.getName(), m.getParameterTypes(), pkgs)) return true;
    // Generic overrides (String.compareTo(String) for Comparable<T>.compareTo(T)) leave a bridge behind.
    for (Method b : declared) {
      if (!b.isBridge() || !b.getName().equals(m.getName()) || b.getParameterCount() != m.getParameterCount()) continue;
      Class<?>[] bp = b.getParameterTypes(), mp = m.getParameterTypes();
      boolean fits = true;
      for (int i = 0; i < bp.length && fits; i++) fits = bp[i].isAssignableFrom(mp[i]);
      if (fits && declaredAbove(c, b.getName(), bp, pkgs)) return true;
    }
    return false;
  }

  /** Non-public superclass binary name → public members it lends to public subclasses (StringBuilder.setLength). */
  static final Map<String, List<Member>> BORROWED = new HashMap<>();

  static TypeInfo reflect(Class<?> c, Set<String> pkgs, int[] dropped) {
    TypeInfo t = new TypeInfo();
    t.cls = c;
    t.pkg = c.getPackageName();
    t.dottedName = c.getName().replace('$', '.');
    t.kind = c.isAnnotation() || c.isInterface() ? "interface" : c.isEnum() ? "enum" : "class";
    boolean dep = false;
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) dep |= k.isAnnotationPresent(Deprecated.class);
    t.dep = dep;
    boolean inner = c.isMemberClass() && !Modifier.isStatic(c.getModifiers());
    try {
      if (!c.isEnum() && !c.isInterface()) {
        for (Constructor<?> k : c.getDeclaredConstructors()) {
          if (!Modifier.isPublic(k.getModifiers()) || k.isSynthetic()) continue;
          add(t, new Member(key("<init>", k.getParameterTypes(), inner ? 1 : 0), "constructor",
              dep || k.isAnnotationPresent(Deprecated.class), k, null));
        }
      }
      Method[] declared = c.getDeclaredMethods();
      for (Method m : declared) {
        if (!Modifier.isPublic(m.getModifiers()) || m.isSynthetic() || m.isBridge()) continue;
        if (!Modifier.isStatic(m.getModifiers()) && isOverride(c, m, declared, pkgs)) {
          dropped[0]++;
          continue;
        }
        add(t, new Member(key(m.getName(), m.getParameterTypes(), 0), "method",
            dep || m.isAnnotationPresent(Deprecated.class), m, null));
      }
      // public methods of non-public superclasses show up on the public class (as javadoc lists them)
      Set<String> seen = new HashSet<>();
      for (Class<?> s = c.getSuperclass(); s != null && s != Object.class && !isApiType(s, pkgs); s = s.getSuperclass()) {
        Method[] sd = s.getDeclaredMethods();
        for (Method m : sd) {
          if (!Modifier.isPublic(m.getModifiers()) || m.isSynthetic() || m.isBridge()) continue;
          String k = key(m.getName(), m.getParameterTypes(), 0);
          if (t.members.containsKey(k) || !seen.add(k)) continue;
          try {
            Method own = c.getDeclaredMethod(m.getName(), m.getParameterTypes());
            // javac leaves public "access bridges" for these in the public subclass: those do not count
            if (!own.isSynthetic() && !own.isBridge()) continue; // redeclared in c itself
          } catch (NoSuchMethodException e) {
            // inherited as is
          }
          if (!Modifier.isStatic(m.getModifiers()) && isOverride(s, m, sd, pkgs)) continue;
          Member mem = new Member(k, "method", dep || m.isAnnotationPresent(Deprecated.class), m, null);
          mem.owner = t;
          add(t, mem);
          BORROWED.computeIfAbsent(s.getName(), x -> new ArrayList<>()).add(mem);
        }
      }
      for (Field f : c.getDeclaredFields()) {
        if (!Modifier.isPublic(f.getModifiers()) || f.isSynthetic()) continue;
        int mod = f.getModifiers();
        String kind = f.isEnumConstant() || (Modifier.isStatic(mod) && Modifier.isFinal(mod)) ? "constant" : "field";
        add(t, new Member(f.getName(), kind, dep || f.isAnnotationPresent(Deprecated.class), null, f));
      }
    } catch (Throwable e) {
      System.err.println("java: reflection failed for " + c.getName() + ": " + e);
    }
    return t;
  }

  static void add(TypeInfo t, Member m) {
    t.members.computeIfAbsent(m.key, k -> new ArrayList<>()).add(m);
  }

  // ---------------------------------------------------------------- source side
  static final Pattern TAG = Pattern.compile("\\{@([a-zA-Z]+)\\b\\s*([^{}]*(?:\\{[^{}]*\\}[^{}]*)*)\\}");
  static final Pattern ABBREV = Pattern.compile("(?i)(?:\\b(?:e\\.g|i\\.e|etc|vs|approx|incl|cf|resp|no|ca|Inc|Ltd|Mr|Dr|Jr|Sr)|\\b[A-Z])\\.$");

  static String linkText(String body) {
    body = body.trim();
    String ref = body, label = "";
    // reference is up to the first white space outside parentheses
    int depth = 0;
    for (int i = 0; i < body.length(); i++) {
      char ch = body.charAt(i);
      if (ch == '(') depth++;
      else if (ch == ')') depth--;
      else if (Character.isWhitespace(ch) && depth == 0) {
        ref = body.substring(0, i);
        label = body.substring(i + 1).trim();
        break;
      }
    }
    if (!label.isEmpty()) return label;
    if (ref.startsWith("#")) ref = ref.substring(1);
    ref = ref.replace('#', '.');
    // drop parameter lists of method references: Map.put(Object, Object) -> Map.put
    ref = ref.replaceAll("\\(.*\\)$", "");
    return ref;
  }

  static String cleanDoc(String raw) {
    if (raw == null) return "";
    String s = raw;
    // main description only: stop at the first block tag
    Matcher bt = Pattern.compile("(?m)^\\s*@[a-zA-Z]+").matcher(s);
    if (bt.find()) s = s.substring(0, bt.start());
    // inline tags (repeat for nesting)
    for (int pass = 0; pass < 3; pass++) {
      Matcher m = TAG.matcher(s);
      StringBuilder sb = new StringBuilder();
      while (m.find()) {
        String tag = m.group(1), body = m.group(2);
        String rep;
        switch (tag) {
          case "code": case "literal": rep = body.trim(); break;
          case "link": case "linkplain": rep = linkText(body); break;
          case "value": rep = linkText(body); break;
          case "index": rep = body.trim().replaceAll("^\"([^\"]*)\".*$", "$1").replaceAll("^(\\S+).*$", "$1"); break;
          case "summary": rep = body.trim(); break;
          case "systemProperty": rep = body.trim(); break;
          case "return": rep = "Returns " + body.trim() + "."; break;
          case "inheritDoc": case "docRoot": rep = ""; break;
          default: rep = body.trim(); break; // {@jls 5.1.11 String Conversion}, {@extLink ...}
        }
        m.appendReplacement(sb, Matcher.quoteReplacement(rep));
      }
      m.appendTail(sb);
      s = sb.toString();
    }
    s = s.replaceAll("(?is)<(pre|table)\\b.*?</\\1>", " ");
    s = s.replaceAll("(?is)<p\\b[^>]*>", "\n\n");
    s = s.replaceAll("(?s)<[^>]+>", "");
    s = s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&nbsp;", " ")
        .replace("&#64;", "@").replace("&#123;", "{").replace("&#125;", "}").replace("&apos;", "'")
        .replace("&mdash;", "—").replace("&ndash;", "–").replace("&rarr;", "→").replace("&larr;", "←")
        .replace("&eacute;", "é").replace("&egrave;", "è").replace("&uuml;", "ü").replace("&ouml;", "ö").replace("&auml;", "ä")
        .replace("&times;", "×").replace("&le;", "≤").replace("&ge;", "≥").replace("&ne;", "≠").replace("&plusmn;", "±")
        .replace("&pi;", "π").replace("&deg;", "°").replace("&copy;", "©").replace("&reg;", "®").replace("&hellip;", "…")
        .replace("&lsquo;", "‘").replace("&rsquo;", "’").replace("&ldquo;", "“").replace("&rdquo;", "”").replace("&middot;", "·")
        .replace("&infin;", "∞").replace("&minus;", "−").replace("&sup2;", "²").replace("&frac12;", "½");
    Matcher num = Pattern.compile("&#(x?)([0-9a-fA-F]+);").matcher(s);
    StringBuilder nb = new StringBuilder();
    while (num.find()) {
      int cp;
      try { cp = Integer.parseInt(num.group(2), num.group(1).isEmpty() ? 10 : 16); } catch (NumberFormatException e) { cp = '?'; }
      num.appendReplacement(nb, Matcher.quoteReplacement(new String(Character.toChars(cp))));
    }
    num.appendTail(nb);
    s = nb.toString().replace("&amp;", "&");
    // first paragraph
    String para = s.trim().split("\\n\\s*\\n", 2)[0];
    para = para.replaceAll("\\s+", " ").trim();
    return firstSentence(para);
  }

  static String firstSentence(String p) {
    for (int i = 0; i < p.length(); i++) {
      char ch = p.charAt(i);
      if ((ch == '.' || ch == '!' || ch == '?') && (i + 1 == p.length() || Character.isWhitespace(p.charAt(i + 1)))) {
        if (ch == '.' && ABBREV.matcher(p.substring(Math.max(0, i - 8), i + 1)).find()) continue;
        return p.substring(0, i + 1);
      }
    }
    return p;
  }

  /** Removes comments and annotations, folds white space. */
  static String tidyDecl(String text) {
    String s = text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\\n]*", " ");
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < s.length()) {
      char ch = s.charAt(i);
      if (ch == '@' && !s.startsWith("@interface", i)) {
        int j = i + 1;
        while (j < s.length() && (Character.isJavaIdentifierPart(s.charAt(j)) || s.charAt(j) == '.')) j++;
        int k = j;
        while (k < s.length() && Character.isWhitespace(s.charAt(k))) k++;
        if (k < s.length() && s.charAt(k) == '(') {
          int depth = 0;
          for (; k < s.length(); k++) {
            if (s.charAt(k) == '(') depth++;
            else if (s.charAt(k) == ')' && --depth == 0) { k++; break; }
          }
          j = k;
        }
        i = j;
        out.append(' ');
        continue;
      }
      out.append(ch);
      i++;
    }
    String r = out.toString().replaceAll("\\s+", " ").trim();
    r = r.replaceAll("\\b(native|synchronized|strictfp|transient|volatile) ", "");
    r = r.replaceAll("\\s*,\\s*", ", ").replaceAll("\\(\\s+", "(").replaceAll("\\s+\\)", ")")
        .replaceAll("<\\s+", "<").replaceAll("\\s+>", ">").replaceAll("\\s+\\.\\.\\.", "...");
    return r;
  }

  /** Javadoc-style: simple type names (java.util.List -> List), no space before '('. */
  static String simplifySig(String sig) {
    return sig.replaceAll("\\b(?:[a-z_][a-z0-9_]*\\.)+(?=[A-Z])", "").replaceAll("(\\w)\\s+\\(", "$1(");
  }

  /** Erased simple name of a source type text, given the type variables in scope. */
  static String eraseType(String text, Map<String, String> tvars) {
    String s = tidyDecl(text).replace("final ", "").trim();
    int dims = 0;
    if (s.endsWith("...")) { dims++; s = s.substring(0, s.length() - 3).trim(); }
    // strip generics
    StringBuilder sb = new StringBuilder();
    int depth = 0;
    for (char ch : s.toCharArray()) {
      if (ch == '<') depth++;
      else if (ch == '>') depth--;
      else if (depth == 0) sb.append(ch);
    }
    s = sb.toString().replace(" ", "");
    while (s.endsWith("[]")) { dims++; s = s.substring(0, s.length() - 2); }
    int dot = s.lastIndexOf('.');
    if (dot >= 0) s = s.substring(dot + 1);
    String seen = new String(s);
    for (int guard = 0; guard < 5 && tvars.containsKey(s); guard++) {
      String b = tvars.get(s);
      if (b.equals(s)) break;
      s = b;
    }
    if (s.isEmpty()) s = seen;
    return s + "[]".repeat(dims);
  }

  static String boundOf(TypeParameterTree tp, String src, SourcePositions pos, CompilationUnitTree cu) {
    List<? extends Tree> bounds = tp.getBounds();
    if (bounds.isEmpty()) return "Object";
    String b = slice(src, pos, cu, bounds.get(0));
    return eraseType(b, Map.of());
  }

  static String slice(String src, SourcePositions pos, CompilationUnitTree cu, Tree t) {
    long s = pos.getStartPosition(cu, t), e = pos.getEndPosition(cu, t);
    if (s < 0 || e < 0 || e > src.length() || s > e) return t.toString();
    return src.substring((int) s, (int) e);
  }

  /** A method record as emitted, kept to list it again on the subtypes that inherit it. */
  record Emitted(String method, String sig, String doc, boolean dep) {}

  static final class Out {
    final Map<String, List<String>> byPkg = new TreeMap<>();
    /** Binary class name → its instance methods as emitted (name → overloads), in emission order. */
    final Map<String, LinkedHashMap<String, List<Emitted>>> methods = new HashMap<>();
    int docs, records, unmatched, inherited;
    void api(TypeInfo t, String name, String kind, String sig, String doc, boolean dep) {
      api(t, name, kind, sig, doc, dep, false);
    }
    void api(TypeInfo t, String name, String kind, String sig, String doc, boolean dep, boolean inh) {
      sig = simplifySig(sig);
      StringBuilder sb = new StringBuilder("{\"t\":\"api\",\"lang\":\"java\",\"lib\":").append(json(t.pkg))
          .append(",\"name\":").append(json(name)).append(",\"kind\":").append(json(kind))
          .append(",\"sig\":").append(json(sig)).append(",\"doc\":").append(json(doc));
      if (dep) sb.append(",\"dep\":true");
      if (inh) sb.append(",\"inh\":true");
      sb.append('}');
      byPkg.computeIfAbsent(t.pkg, k -> new ArrayList<>()).add(sb.toString());
      records++;
      if (inh) inherited++;
      if (!doc.isEmpty()) docs++;
      if (!inh && kind.equals("method") && !sig.matches(".*\\bstatic\\b.*\\(.*")) {
        String m = name.substring(name.lastIndexOf('.') + 1);
        methods.computeIfAbsent(t.cls.getName(), k -> new LinkedHashMap<>()).computeIfAbsent(m, k -> new ArrayList<>())
            .add(new Emitted(m, sig, doc, dep));
      }
    }
  }

  /**
   * The methods a type inherits from its public supertypes, listed on it the way its javadoc page lists them
   * ("Methods declared in class java.awt.Window": `JFrame.setVisible`, `Exception.getMessage`,
   * `LinkedList.isEmpty`), with the supertype's signature and doc and `inh: true`. Object's methods are not
   * (every class has them), nor a name the type or a nearer supertype already gives. The assembler keeps a
   * method inherited unchanged by many types of a package only on the ones real code uses most.
   */
  static void emitInherited(Map<String, TypeInfo> types, Out out, Set<String> pkgs) {
    for (TypeInfo t : types.values()) {
      // Swing's look-and-feel delegates (javax.swing.plaf.*) are machinery applications do not call into.
      if (t.cls.isAnnotation() || t.pkg.startsWith("javax.swing.plaf")) continue;
      Set<String> have = new HashSet<>(out.methods.getOrDefault(t.cls.getName(), new LinkedHashMap<>()).keySet());
      for (List<Member> ms : t.members.values()) for (Member m : ms) if (m.exec instanceof Method) have.add(m.exec.getName());
      for (Class<?> s : supertypes(t.cls)) {
        if (s == t.cls || s == Object.class || !isApiType(s, pkgs)) continue;
        Map<String, List<Emitted>> ms = out.methods.get(s.getName());
        if (ms == null) continue;
        for (Map.Entry<String, List<Emitted>> e : ms.entrySet()) {
          if (!have.add(e.getKey())) continue;
          for (Emitted m : e.getValue()) out.api(t, t.dottedName + "." + m.method(), "method", m.sig(), m.doc(), m.dep() || t.dep, true);
        }
      }
    }
  }

  static String json(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char ch : s.toCharArray()) {
      switch (ch) {
        case '"': sb.append("\\\""); break;
        case '\\': sb.append("\\\\"); break;
        case '\n': sb.append("\\n"); break;
        case '\r': sb.append("\\r"); break;
        case '\t': sb.append("\\t"); break;
        default:
          if (ch < 0x20 || (ch >= 0xD800 && ch <= 0xDFFF)) sb.append(String.format("\\u%04x", (int) ch));
          else sb.append(ch);
      }
    }
    return sb.append('"').toString();
  }

  static boolean isPublicMember(ModifiersTree m, boolean inInterface) {
    Set<javax.lang.model.element.Modifier> f = m.getFlags();
    if (f.contains(javax.lang.model.element.Modifier.PUBLIC)) return true;
    return inInterface && !f.contains(javax.lang.model.element.Modifier.PRIVATE);
  }

  /** Walks one compilation unit; emits the matched members of the API types it declares. */
  static void walkUnit(CompilationUnitTree cu, String src, DocTrees docTrees, SourcePositions pos,
                       Map<String, TypeInfo> types, Out out) {
    String pkg = cu.getPackageName() == null ? "" : cu.getPackageName().toString();
    for (Tree t : cu.getTypeDecls()) {
      if (t instanceof ClassTree) walkClass((ClassTree) t, pkg, null, new HashMap<>(), new TreePath(new TreePath(cu), t), cu, src, docTrees, pos, types, out);
    }
  }

  static void walkClass(ClassTree ct, String pkg, String outerBinary, Map<String, String> outerVars, TreePath path,
                        CompilationUnitTree cu, String src, DocTrees docTrees, SourcePositions pos,
                        Map<String, TypeInfo> types, Out out) {
    String binary = (outerBinary == null ? pkg + "." : outerBinary + "$") + ct.getSimpleName();
    TypeInfo ti = types.get(binary);
    Map<String, String> vars = new HashMap<>(outerVars);
    for (TypeParameterTree tp : ct.getTypeParameters()) vars.put(tp.getName().toString(), boundOf(tp, src, pos, cu));
    boolean iface = ct.getKind() == Tree.Kind.INTERFACE || ct.getKind() == Tree.Kind.ANNOTATION_TYPE;
    if (ti != null && !ti.matched) {
      ti.matched = true;
      String header = slice(src, pos, cu, ct);
      // header = up to the body's opening brace (after annotations are gone)
      String tidy = tidyDecl(cutAtBrace(header));
      out.api(ti, ti.dottedName, ti.kind, tidy, cleanDoc(docTrees.getDocComment(path)), ti.dep);
    }
    for (Tree m : ct.getMembers()) {
      TreePath mp = new TreePath(path, m);
      if (m instanceof ClassTree) {
        walkClass((ClassTree) m, pkg, binary, ((ClassTree) m).getModifiers().getFlags().contains(javax.lang.model.element.Modifier.STATIC) || iface ? new HashMap<>() : vars, mp, cu, src, docTrees, pos, types, out);
        continue;
      }
      List<Member> lent = BORROWED.get(binary);
      if (ti == null && lent == null) continue;
      if (m instanceof MethodTree) {
        MethodTree mt = (MethodTree) m;
        if (!isPublicMember(mt.getModifiers(), iface)) continue;
        Map<String, String> mvars = new HashMap<>(vars);
        for (TypeParameterTree tp : mt.getTypeParameters()) mvars.put(tp.getName().toString(), boundOf(tp, src, pos, cu));
        String name = mt.getName().toString();
        boolean ctor = name.equals("<init>");
        StringBuilder k = new StringBuilder(name).append('(');
        List<? extends VariableTree> ps = mt.getParameters();
        for (int i = 0; i < ps.size(); i++) {
          if (i > 0) k.append(',');
          String ptext = slice(src, pos, cu, ps.get(i));
          // the parameter text minus its name
          String noName = tidyDecl(ptext).replaceAll("\\s*\\b" + Pattern.quote(ps.get(i).getName().toString()) + "\\s*(\\[\\s*\\])*$", "");
          String type = eraseType(noName, mvars);
          // C-style array on the name: String args[]
          if (ptext.matches("(?s).*\\b" + Pattern.quote(ps.get(i).getName().toString()) + "\\s*\\[\\s*\\]\\s*$")) type += "[]";
          k.append(type);
        }
        k.append(')');
        if (ti == null) {
          if (ctor) continue;
          for (Member x : lent) {
            if (x.matched || !x.key.equals(k.toString())) continue;
            x.matched = true;
            String sig = tidyDecl(cutAtBody(slice(src, pos, cu, mt), mt, src, pos, cu));
            out.api(x.owner, x.owner.dottedName + "." + name, x.kind, sig, cleanDoc(docTrees.getDocComment(mp)), x.dep);
          }
          continue;
        }
        List<Member> ms = ti.members.get(k.toString());
        if (ms == null) continue;
        Member mem = null;
        for (Member x : ms) if (!x.matched) { mem = x; break; }
        if (mem == null) continue;
        mem.matched = true;
        String decl = slice(src, pos, cu, mt);
        String sig = tidyDecl(cutAtBody(decl, mt, src, pos, cu));
        if (ctor) sig = sig.replaceFirst("^(.*?)\\b" + Pattern.quote(ct.getSimpleName().toString()) + "\\s*\\(", "$1" + ct.getSimpleName() + "(");
        String nm = ti.dottedName + "." + (ctor ? ct.getSimpleName().toString() : name);
        out.api(ti, nm, mem.kind, sig, cleanDoc(docTrees.getDocComment(mp)), mem.dep);
      } else if (m instanceof VariableTree) {
        if (ti == null) continue;
        VariableTree vt = (VariableTree) m;
        String name = vt.getName().toString();
        List<Member> ms = ti.members.get(name);
        if (ms == null || ms.get(0).matched) continue;
        Member mem = ms.get(0);
        mem.matched = true;
        String sig;
        if (mem.field.isEnumConstant()) {
          sig = "public static final " + ct.getSimpleName() + " " + name;
        } else {
          String mods = tidyDecl(slice(src, pos, cu, vt.getModifiers()));
          if (iface) mods = "public static final";
          String type = tidyDecl(slice(src, pos, cu, vt.getType()));
          sig = (mods + " " + type + " " + name).trim();
        }
        out.api(ti, ti.dottedName + "." + name, mem.kind, sig, cleanDoc(docTrees.getDocComment(mp)), mem.dep);
      }
    }
  }

  static String cutAtBrace(String header) {
    String s = tidyDecl(header.replaceAll("(?s)/\\*.*?\\*/", " "));
    // remove annotations first (tidyDecl did), then cut at the first '{'
    int b = s.indexOf('{');
    return b >= 0 ? s.substring(0, b) : s;
  }

  static String cutAtBody(String decl, MethodTree mt, String src, SourcePositions pos, CompilationUnitTree cu) {
    if (mt.getBody() != null) {
      long ms = pos.getStartPosition(cu, mt), bs = pos.getStartPosition(cu, mt.getBody());
      if (ms >= 0 && bs > ms && bs - ms <= decl.length()) return decl.substring(0, (int) (bs - ms));
    }
    String s = decl.trim();
    if (s.endsWith(";")) s = s.substring(0, s.length() - 1);
    int d = s.indexOf(" default ");
    if (mt.getDefaultValue() != null && d > 0) s = s.substring(0, d);
    return s;
  }

  /** A signature for a member the sources did not show (implicit enum methods, mismatches). */
  static String reflectSig(TypeInfo t, Member m) {
    if (m.field != null) {
      return Modifier.toString(m.field.getModifiers()) + " " + m.field.getType().getSimpleName() + " " + m.field.getName();
    }
    Executable e = m.exec;
    StringBuilder sb = new StringBuilder(Modifier.toString(e.getModifiers() & (Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL | Modifier.ABSTRACT)));
    if (e instanceof Method) {
      // a generic method's own type parameters (`public <T> T fromJson(String arg0, Class<T> arg1)`)
      java.lang.reflect.TypeVariable<?>[] vars = e.getTypeParameters();
      if (vars.length > 0) sb.append(" <").append(Arrays.stream(vars).map(java.lang.reflect.TypeVariable::getName).collect(Collectors.joining(", "))).append('>');
      sb.append(' ').append(((Method) e).getGenericReturnType().getTypeName().replaceAll("\\b(?:[a-z]\\w*\\.)+(?=[A-Z])", "").replace('$', '.'));
      sb.append(' ').append(e.getName());
    } else {
      sb.append(' ').append(t.cls.getSimpleName());
    }
    sb.append('(');
    java.lang.reflect.Type[] ps = e.getGenericParameterTypes();
    for (int i = 0; i < ps.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(ps[i].getTypeName().replaceAll("\\b(?:[a-z]\\w*\\.)+(?=[A-Z])", "").replace('$', '.')).append(t.cls.isEnum() && e.getName().equals("valueOf") ? " name" : " arg" + i);
    }
    return sb.append(')').toString().trim();
  }

  public static void main(String[] args) throws Exception {
    if (args[0].equals("--jar")) {
      mainJar(args[1], args[2], args[3], args[4], args[5]);
      return;
    }
    long t0 = System.currentTimeMillis();
    String srcZip = args[0], outFile = args[1], ver = args[2], source = args[3], licence = args[4];

    // 1. the API: exported packages → public types → declared members
    Map<String, String> pkgModule = new TreeMap<>();
    for (ModuleReference ref : ModuleFinder.ofSystem().findAll()) {
      ModuleDescriptor d = ref.descriptor();
      for (ModuleDescriptor.Exports ex : d.exports()) {
        if (ex.isQualified()) continue;
        if (wantedPackage(d.name(), ex.source())) pkgModule.put(ex.source(), d.name());
      }
    }
    Set<String> pkgs = pkgModule.keySet();
    Map<String, TypeInfo> types = new LinkedHashMap<>();
    int[] overridesDropped = {0};
    for (ModuleReference ref : ModuleFinder.ofSystem().findAll()) {
      try (ModuleReader r = ref.open()) {
        List<String> names = r.list().filter(n -> n.endsWith(".class") && !n.equals("module-info.class"))
            .collect(Collectors.toList());
        for (String n : names) {
          String cn = n.substring(0, n.length() - 6).replace('/', '.');
          int dot = cn.lastIndexOf('.');
          if (dot < 0 || !pkgs.contains(cn.substring(0, dot))) continue;
          if (!pkgModule.get(cn.substring(0, dot)).equals(ref.descriptor().name())) continue;
          try {
            Class<?> c = Class.forName(cn, false, ClassLoader.getSystemClassLoader());
            if (!isApiType(c, pkgs)) continue;
            types.put(cn, reflect(c, pkgs, overridesDropped));
          } catch (Throwable e) {
            System.err.println("java: cannot load " + cn + ": " + e);
          }
        }
      } catch (Exception e) {
        System.err.println("java: cannot read module " + ref.descriptor().name() + ": " + e);
      }
    }
    System.err.printf("java: %d packages, %d public types, %d inherited overrides dropped%n", pkgs.size(), types.size(), overridesDropped[0]);

    // 2. the sources: parse each API package's files from src.zip, per module
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    Out out = new Out();
    Map<String, List<String[]>> filesByPkg = new TreeMap<>();
    try (ZipFile zip = new ZipFile(srcZip)) {
      for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
        ZipEntry e = en.nextElement();
        String n = e.getName();
        if (!n.endsWith(".java") || n.endsWith("module-info.java") || n.endsWith("package-info.java")) continue;
        int slash = n.indexOf('/'), last = n.lastIndexOf('/');
        if (slash < 0 || last <= slash) continue;
        String module = n.substring(0, slash), pkg = n.substring(slash + 1, last).replace('/', '.');
        if (!module.equals(pkgModule.get(pkg))) continue;
        String text = new String(zip.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8);
        filesByPkg.computeIfAbsent(pkg, k -> new ArrayList<>()).add(new String[] {n, text});
      }
    }
    int parsed = 0;
    for (Map.Entry<String, List<String[]>> pe : filesByPkg.entrySet()) {
      List<JavaFileObject> fos = new ArrayList<>();
      Map<String, String> texts = new HashMap<>();
      for (String[] f : pe.getValue()) {
        final String text = f[1];
        JavaFileObject fo = new SimpleJavaFileObject(URI.create("string:///" + f[0]), JavaFileObject.Kind.SOURCE) {
          @Override public CharSequence getCharContent(boolean ignore) { return text; }
        };
        fos.add(fo);
        texts.put(fo.toUri().toString(), text);
      }
      try {
        JavacTask task = (JavacTask) javac.getTask(null, null, d -> {}, List.of("-proc:none"), null, fos);
        DocTrees docTrees = DocTrees.instance(task);
        SourcePositions sp = docTrees.getSourcePositions();
        for (CompilationUnitTree cu : task.parse()) {
          parsed++;
          try {
            walkUnit(cu, texts.get(cu.getSourceFile().toUri().toString()), docTrees, sp, types, out);
          } catch (Throwable e) {
            System.err.println("java: failed on " + cu.getSourceFile().getName() + ": " + e);
          }
        }
      } catch (Throwable e) {
        System.err.println("java: parse failed for package " + pe.getKey() + ": " + e);
      }
    }

    finish(types, out, pkgs, outFile, ver, source, licence, parsed, t0);
  }

  /**
   * A library Debian ships as a jar whose upstream tarball the archive this machine reaches lacks (Gson): what is
   * API and how it reads both come from reflection, as for the JDK's members its sources do not show (parameters
   * named `arg0`, no doc lines). Its packages are those of its public classes, never an `internal` one.
   *
   *   java Extract.java --jar <library.jar> <out.jsonl> <ver> <source> <licence>
   */
  static void mainJar(String jar, String outFile, String ver, String source, String licence) throws Exception {
    long t0 = System.currentTimeMillis();
    Map<String, TypeInfo> types = new LinkedHashMap<>();
    try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar);
         java.net.URLClassLoader loader = new java.net.URLClassLoader(new java.net.URL[] {Path.of(jar).toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
      List<String> names = file.stream().map(ZipEntry::getName)
          .filter(n -> n.endsWith(".class") && !n.endsWith("module-info.class") && !n.startsWith("META-INF/"))
          .map(n -> n.substring(0, n.length() - 6).replace('/', '.')).sorted().collect(Collectors.toList());
      Set<String> pkgs = new TreeSet<>();
      for (String cn : names) {
        int dot = cn.lastIndexOf('.');
        if (dot > 0 && !cn.substring(0, dot).matches("(.*\\.)?internal(\\..*)?")) pkgs.add(cn.substring(0, dot));
      }
      int[] dropped = {0};
      for (String cn : names) {
        try {
          Class<?> c = Class.forName(cn, false, loader);
          if (isApiType(c, pkgs)) types.put(cn, reflect(c, pkgs, dropped));
        } catch (Throwable e) {
          System.err.println("java: cannot load " + cn + ": " + e);
        }
      }
      finish(types, new Out(), pkgs, outFile, ver, source, licence, 0, t0);
    }
  }

  /** The records the sources did not show, what each type inherits, and the staging file. */
  static void finish(Map<String, TypeInfo> types, Out out, Set<String> pkgs, String outFile, String ver, String source, String licence,
                     int parsed, long t0) throws IOException {
    // 3. whatever the sources did not show (implicit enum values/valueOf, records, mismatches)
    for (TypeInfo t : types.values()) {
      if (!t.matched) {
        String sig = Modifier.toString(t.cls.getModifiers() & (Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL | Modifier.ABSTRACT))
            .replace("abstract ", t.kind.equals("interface") ? "" : "abstract ") + " " + (t.kind.equals("interface") ? (t.cls.isAnnotation() ? "@interface" : "interface") : t.kind) + " " + t.cls.getSimpleName();
        out.api(t, t.dottedName, t.kind, sig.replace("abstract interface", "interface").trim(), "", t.dep);
      }
      for (List<Member> ms : t.members.values()) {
        for (Member m : ms) {
          if (m.matched) continue;
          String doc = "";
          if (t.cls.isEnum() && m.key.equals("values()")) doc = "Returns an array containing the constants of this enum class, in the order they are declared.";
          else if (t.cls.isEnum() && m.key.equals("valueOf(String)")) doc = "Returns the enum constant of this class with the specified name.";
          else out.unmatched++;
          String simpleName = m.exec instanceof Constructor ? t.cls.getSimpleName() : m.exec != null ? m.exec.getName() : m.field.getName();
          out.api(t, t.dottedName + "." + simpleName, m.kind, reflectSig(t, m), doc, m.dep);
        }
      }
    }

    // 4. what each type inherits from its public supertypes, as its javadoc page lists it
    emitInherited(types, out, pkgs);

    try (Writer w = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(outFile), StandardCharsets.UTF_8))) {
      for (Map.Entry<String, List<String>> e : out.byPkg.entrySet()) {
        w.write("{\"t\":\"lib\",\"lang\":\"java\",\"lib\":" + json(e.getKey()) + ",\"ver\":" + json(ver)
            + ",\"source\":" + json(source) + ",\"licence\":" + json(licence) + "}\n");
        for (String line : e.getValue()) w.write(line + "\n");
      }
    }
    System.err.printf("java: %d files parsed; %d records (%d inherited) in %d libraries; %.1f%% with doc; %d members without a source match; %.1fs%n",
        parsed, out.records, out.inherited, out.byPkg.size(), 100.0 * out.docs / Math.max(1, out.records), out.unmatched,
        (System.currentTimeMillis() - t0) / 1000.0);
  }
}
