// Command extract writes the Go staging records (kb/pipeline/README.md contract) for Go source trees.
//
//	go run extract.go <jobs.tsv> <out.jsonl>
//
// Each line of jobs.tsv is: srcroot \t ver \t source \t licence \t copyrightfile. srcroot is a GOPATH-style
// tree (GOROOT/src, or a Debian package's usr/share/gocode/src); every package directory below it is one
// library whose `lib` is its import path. When licence is empty it is read from copyrightfile (the
// `License:` of the `Files: *` paragraph of a Debian copyright file). Files are selected for linux/amd64
// with go/build's build-constraint matching; doc text comes from go/doc. A directory that fails to parse is
// logged to stderr and skipped. An import path already emitted by an earlier job is skipped.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/printer"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

type libLine struct {
	T       string `json:"t"`
	Lang    string `json:"lang"`
	Lib     string `json:"lib"`
	Ver     string `json:"ver"`
	Source  string `json:"source"`
	Licence string `json:"licence"`
}

type apiLine struct {
	T    string `json:"t"`
	Lang string `json:"lang"`
	Lib  string `json:"lib"`
	Name string `json:"name"`
	Kind string `json:"kind"`
	Sig  string `json:"sig"`
	Doc  string `json:"doc"`
	Dep  bool   `json:"dep,omitempty"`
}

var (
	out      *bufio.Writer
	seen     = map[string]bool{}
	ctx      build.Context
	depRe    = regexp.MustCompile(`(?m)^\s*Deprecated:`)
	hardSkip = map[string]bool{"internal": true, "vendor": true, "testdata": true}
	skipDirs = map[string]bool{"example": true, "examples": true, "cmd": true, "builtin": true,
		"test": true, "tests": true, "e2e": true, "integration": true, "benchmark": true, "benchmarks": true, "testutil": true, "testutils": true, "mock": true, "mocks": true}
	nRecords  int
	nLibs     int
	nFailures int
	genRe     = regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`)
	generated = map[string]bool{} // file name → carries the "Code generated ... DO NOT EDIT." marker
	curFset   *token.FileSet
	markupRe  = regexp.MustCompile("\\{@|```|</(p|code|em|strong|pre|div|span|a|li|ul)>")
	stdlib    bool      // the current job is the standard library
	pending   []apiLine // the current package's records
	minDoc    = 0.2     // a third-party package whose records are documented less than this is left out
	minRecs   = 10      // … when it has at least this many records
	nThin     int
	// methods that implement a well-known interface (fmt.Stringer, error, sort.Interface, json.Marshaler,
	// io.Closer, …): when undocumented they add nothing the interface's record does not say
	conventional = map[string]bool{}
)

func init() {
	for _, n := range strings.Fields(`String GoString Error Unwrap Is As Len Less Swap Format Timeout Temporary
		MarshalJSON UnmarshalJSON MarshalText UnmarshalText MarshalBinary UnmarshalBinary MarshalYAML UnmarshalYAML
		MarshalXML UnmarshalXML Scan Value Reset ProtoMessage ProtoReflect Descriptor Close`) {
		conventional[n] = true
	}
}

func fold(s string) string { return strings.Join(strings.Fields(s), " ") }

func nodeText(fset *token.FileSet, n any) string {
	var b bytes.Buffer
	if err := (&printer.Config{Mode: printer.UseSpaces, Tabwidth: 4}).Fprint(&b, fset, n); err != nil {
		return ""
	}
	return fold(b.String())
}

func synopsis(text string) string {
	s := doc.Synopsis(text) //nolint:staticcheck // the one-sentence summary is exactly what we want
	return fold(s)
}

func deprecated(text string) bool { return depRe.MatchString(text) }

func emit(v any) {
	b, _ := json.Marshal(v)
	out.Write(b)
	out.WriteByte('\n')
}

func licenceOf(copyright string) string {
	data, err := os.ReadFile(copyright)
	if err != nil {
		return "UNKNOWN"
	}
	first := ""
	for _, para := range regexp.MustCompile(`\n\s*\n`).Split(string(data), -1) {
		var files []string
		lic, inFiles := "", false
		for _, line := range strings.Split(para, "\n") {
			switch {
			case strings.HasPrefix(line, "Files:"):
				files, inFiles = strings.Fields(strings.TrimPrefix(line, "Files:")), true
			case inFiles && (strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t")):
				files = append(files, strings.Fields(line)...)
			default:
				inFiles = false
			}
			if strings.HasPrefix(line, "License:") && lic == "" {
				lic = strings.TrimSpace(strings.TrimPrefix(line, "License:"))
			}
		}
		if lic == "" || len(files) == 0 {
			continue
		}
		// Debian's `BSD-3-clause~Google` marks a variant of the named licence
		lic = regexp.MustCompile(`~[A-Za-z0-9.-]+`).ReplaceAllString(lic, "")
		for _, f := range files {
			if f == "*" {
				return lic
			}
		}
		if first == "" && !strings.HasPrefix(files[0], "debian/") {
			first = lic
		}
	}
	if first != "" {
		return first
	}
	return "UNKNOWN"
}

// typeSig: `type X struct`, `type X interface`, `type X = Y`, `type X int64`, `type F func(...)`.
func typeSig(fset *token.FileSet, ts *ast.TypeSpec) (string, string) {
	head := "type " + ts.Name.Name
	if ts.TypeParams != nil && len(ts.TypeParams.List) > 0 {
		var ps []string
		for _, f := range ts.TypeParams.List {
			var names []string
			for _, n := range f.Names {
				names = append(names, n.Name)
			}
			ps = append(ps, strings.Join(names, ", ")+" "+nodeText(fset, f.Type))
		}
		head += "[" + strings.Join(ps, ", ") + "]"
	}
	if ts.Assign.IsValid() {
		return head + " = " + nodeText(fset, ts.Type), "type"
	}
	switch ts.Type.(type) {
	case *ast.StructType:
		return head + " struct", "struct"
	case *ast.InterfaceType:
		return head + " interface", "interface"
	}
	return head + " " + nodeText(fset, ts.Type), "type"
}

func funcSig(fset *token.FileSet, fd *ast.FuncDecl) string {
	c := *fd
	c.Body = nil
	c.Doc = nil
	return nodeText(fset, &c)
}

func values(fset *token.FileSet, lib string, vs []*doc.Value) {
	for _, v := range vs {
		kind, kw := "constant", "const"
		if v.Decl.Tok == token.VAR {
			kind, kw = "variable", "var"
		}
		var lastType ast.Expr // implicit repetition: `B` after `A Level = iota` is a Level too
		for _, spec := range v.Decl.Specs {
			vsp, ok := spec.(*ast.ValueSpec)
			if !ok {
				continue
			}
			typ := vsp.Type
			if typ == nil && len(vsp.Values) == 0 && v.Decl.Tok == token.CONST {
				typ = lastType
			} else {
				lastType = vsp.Type
			}
			// the spec's own comment (above it, or at the end of its line) before the group's
			text := v.Doc
			if vsp.Doc != nil && strings.TrimSpace(vsp.Doc.Text()) != "" {
				text = vsp.Doc.Text()
			} else if vsp.Comment != nil && strings.TrimSpace(vsp.Comment.Text()) != "" {
				text = vsp.Comment.Text()
			}
			for i, id := range vsp.Names {
				if !id.IsExported() {
					continue
				}
				sig := kw + " " + id.Name
				if typ != nil {
					sig += " " + nodeText(fset, typ)
				}
				if i < len(vsp.Values) {
					val := nodeText(fset, vsp.Values[i])
					if len(val) > 160 {
						val = val[:157] + "..."
					}
					sig += " = " + val
				} else if len(vsp.Values) == 1 && len(vsp.Names) > 1 {
					sig += " = " + nodeText(fset, vsp.Values[0]) // a, b = f()
				}
				rec(id.Pos(), lib, lib+"."+id.Name, kind, sig, text)
			}
		}
	}
}

// rec emits one record; pos locates the declaration: an undocumented declaration in a generated file
// (protobuf getters, stringer output, …) is noise and left out.
func rec(pos token.Pos, lib, name, kind, sig, text string) {
	if sig == "" {
		return
	}
	undocumented := strings.TrimSpace(text) == ""
	if undocumented && pos.IsValid() && generated[curFset.Position(pos).Filename] && !(stdlib && kind == "constant") {
		return
	}
	// third-party enumeration members without a word of doc: their (documented) type carries the meaning
	if undocumented && !stdlib && kind == "constant" {
		return
	}
	d := synopsis(text)
	if markupRe.MatchString(d) { // a sentence that quotes a closing tag (`</a>`) reads as markup left over
		d = ""
	}
	pending = append(pending, apiLine{T: "api", Lang: "go", Lib: lib, Name: name, Kind: kind, Sig: sig, Doc: d, Dep: deprecated(text)})
}

func pkgDir(dir, importPath string, meta libLine) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	fset := token.NewFileSet()
	curFset = fset
	byPkg := map[string][]*ast.File{}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		if ok, err := ctx.MatchFile(dir, name); err != nil || !ok {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			fmt.Fprintf(os.Stderr, "go: %s: %s: parse error, file skipped: %v\n", meta.Source, importPath, err)
			nFailures++
			continue
		}
		byPkg[f.Name.Name] = append(byPkg[f.Name.Name], f)
		for _, cg := range f.Comments {
			if cg.Pos() > f.Package {
				break
			}
			if genRe.MatchString(cg.Text()) || genRe.MatchString(strings.Join(commentLines(cg), "\n")) {
				generated[fset.Position(f.Package).Filename] = true
			}
		}
	}
	// the library package: not main, not *_test; the largest if several (documentation-only stubs lose)
	best := ""
	for name, files := range byPkg {
		if name == "main" || strings.HasSuffix(name, "_test") || name == "documentation" {
			continue
		}
		if best == "" || len(files) > len(byPkg[best]) || (len(files) == len(byPkg[best]) && name == filepath.Base(dir)) {
			best = name
		}
	}
	if best == "" {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "go: %s: %s: skipped: %v\n", meta.Source, importPath, r)
			nFailures++
		}
	}()
	p, err := doc.NewFromFiles(fset, byPkg[best], importPath)
	if err != nil {
		fmt.Fprintf(os.Stderr, "go: %s: %s: skipped: %v\n", meta.Source, importPath, err)
		nFailures++
		return
	}
	if len(p.Consts)+len(p.Vars)+len(p.Funcs)+len(p.Types) == 0 {
		return
	}
	lib := importPath
	pending = pending[:0]
	values(fset, lib, p.Consts)
	values(fset, lib, p.Vars)
	for _, f := range p.Funcs {
		rec(f.Decl.Pos(), lib, lib+"."+f.Name, "function", funcSig(fset, f.Decl), f.Doc)
	}
	for _, t := range p.Types {
		var ts *ast.TypeSpec
		for _, s := range t.Decl.Specs {
			if x, ok := s.(*ast.TypeSpec); ok && x.Name.Name == t.Name {
				ts = x
			}
		}
		if ts == nil {
			continue
		}
		text := t.Doc
		if strings.TrimSpace(text) == "" && ts.Doc != nil {
			text = ts.Doc.Text()
		}
		if strings.TrimSpace(text) == "" && ts.Comment != nil {
			text = ts.Comment.Text()
		}
		sig, kind := typeSig(fset, ts)
		rec(ts.Pos(), lib, lib+"."+t.Name, kind, sig, text)
		values(fset, lib, t.Consts)
		values(fset, lib, t.Vars)
		for _, f := range t.Funcs {
			rec(f.Decl.Pos(), lib, lib+"."+f.Name, "function", funcSig(fset, f.Decl), f.Doc)
		}
		for _, m := range t.Methods {
			if m.Level > 0 || !ast.IsExported(m.Name) { // promoted from an embedded type: documented there
				continue
			}
			if strings.TrimSpace(m.Doc) == "" && conventional[m.Name] { // documented on the interface it implements
				continue
			}
			rec(m.Decl.Pos(), lib, lib+"."+t.Name+"."+m.Name, "method", funcSig(fset, m.Decl), m.Doc)
		}
		if it, ok := ts.Type.(*ast.InterfaceType); ok && !ts.Assign.IsValid() && it.Methods != nil {
			for _, fld := range it.Methods.List {
				ft, ok := fld.Type.(*ast.FuncType)
				if !ok || len(fld.Names) == 0 {
					continue
				}
				for _, id := range fld.Names {
					if !id.IsExported() {
						continue
					}
					mt := ""
					if fld.Doc != nil {
						mt = fld.Doc.Text()
					} else if fld.Comment != nil {
						mt = fld.Comment.Text()
					}
					fd := &ast.FuncDecl{Name: id, Type: ft, Recv: &ast.FieldList{List: []*ast.Field{{Type: ast.NewIdent(t.Name)}}}}
					rec(id.Pos(), lib, lib+"."+t.Name+"."+id.Name, "method", funcSig(fset, fd), mt)
				}
			}
		}
	}
	if len(pending) == 0 {
		return
	}
	documented := 0
	for _, r := range pending {
		if r.Doc != "" {
			documented++
		}
	}
	if !stdlib && len(pending) >= minRecs && float64(documented) < minDoc*float64(len(pending)) {
		fmt.Fprintf(os.Stderr, "go: %s: %s: only %d of %d records documented; left out\n", meta.Source, importPath, documented, len(pending))
		nThin++
		return
	}
	meta.Lib = importPath
	emit(meta)
	nLibs++
	for _, r := range pending {
		emit(r)
	}
	nRecords += len(pending)
}

func walk(root string, meta libLine) {
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	var dirs []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			base := d.Name()
			if path != root && (strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_") || hardSkip[base]) {
				return filepath.SkipDir
			}
			// test/mock/example folders inside a module; a module root of that name (github.com/golang/mock) stays
			if path != root && skipDirs[base] {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err != nil {
					return filepath.SkipDir
				}
			}
			dirs = append(dirs, path)
		}
		return nil
	})
	sort.Strings(dirs)
	for _, dir := range dirs {
		rel, err := filepath.Rel(root, dir)
		if err != nil || rel == "." {
			continue
		}
		ip := filepath.ToSlash(rel)
		if seen[ip] {
			continue
		}
		before := nLibs
		pkgDir(dir, ip, meta)
		if nLibs > before {
			seen[ip] = true
		}
	}
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: extract <jobs.tsv> <out.jsonl>")
		os.Exit(2)
	}
	ctx = build.Default
	ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = "linux", "amd64", true
	jobs, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f, err := os.Create(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out = bufio.NewWriterSize(f, 1<<20)
	for _, line := range strings.Split(string(jobs), "\n") {
		cols := strings.Split(line, "\t")
		if len(cols) < 5 {
			continue
		}
		lic := cols[3]
		if lic == "" {
			lic = licenceOf(cols[4])
		}
		stdlib = len(cols) > 5 && cols[5] == "std"
		before := nLibs
		walk(cols[0], libLine{T: "lib", Lang: "go", Ver: cols[1], Source: cols[2], Licence: lic})
		if nLibs == before {
			fmt.Fprintf(os.Stderr, "go: %s: no exported package found\n", cols[2])
		}
	}
	out.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "go: %d records, %d libraries, %d files/packages skipped, %d thinly documented packages left out\n", nRecords, nLibs, nFailures, nThin)
}

func commentLines(cg *ast.CommentGroup) []string {
	var l []string
	for _, c := range cg.List {
		l = append(l, c.Text)
	}
	return l
}
