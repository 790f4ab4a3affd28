/**
 * Everyday tasks of matrices and grids: a two-dimensional array made, printed and copied; a matrix transposed,
 * multiplied (by a matrix or a vector), inverted, its determinant, eigenvalues, row sums, and a linear system solved;
 * a vector's dot product and norm; an array reshaped. Python answers with NumPy, Go with gonum's `mat` and `floats`,
 * Rust with nalgebra and ndarray: the matrix libraries the bases hold, which the standard libraries have no
 * counterpart of. Asked before these entries were written (round fourteen), 16 of 61 questions found their API first:
 * "transpose a matrix" in Go found `math.Abs`, in Rust `f64::signum` and `Duration::is_zero`; "create an identity
 * matrix" in Rust `Duration::is_zero` (the standard library's lift outweighed the words, which name no library);
 * "create a two-dimensional array" in JavaScript `Array.push`, in C `memset` and `qsort`.
 */
import type { EverydayTask } from './task';

const MAT = 'gonum.org/v1/gonum/mat.';
/** A matrix, or matrices, in a question's words. */
const MATRIX = String.raw`matri(?:x|ces)`;
/** A two-dimensional array or list, or a grid, in a question's words ("a 2D array", "a nested list", "a matrix"). */
const GRID = String.raw`(?:(?:2d|2-d|two[\s-]*dimensional|multi[\s-]*dimensional|nested)\s+(?:arrays?|lists?|vectors?|slices?|grids?)|${MATRIX}|grids?)`;

/** A matrix multiplied by a vector (its own entry: Go's `MulVec`, not `Dense.Mul`). */
const MATRIX_BY_VECTOR = new RegExp(String.raw`\b${MATRIX}\s+by\s+(?:an?\s+|the\s+)?(?:column\s+)?vectors?\b|\bmatrix[\s-]+vector\s+(?:multiplication|products?)\b`, 'i');

export const MATRIX_TASKS: readonly EverydayTask[] = [
  {
    // Go makes one with `make` and Java with `new int[n][m]`, no call; C allocates its rows.
    task: 'create a two-dimensional array',
    // "A list of lists" alone is a task's input more often than what it makes: only with a verb of making.
    pattern: new RegExp(
      String.raw`\b(?:create|creates|creating|make|makes|making|allocate|allocates|allocating|build|builds|initiali[sz]e|initiali[sz]es|declare|declares|define|defines)\s+(?:an?\s+|the\s+)?(?:empty\s+|new\s+)?(?:(?:2d|2-d|two[\s-]*dimensional|multi[\s-]*dimensional)\s+(?:arrays?|lists?|vectors?|grids?)|(?:arrays?|lists?|vectors?)\s+of\s+(?:arrays|lists|vectors))\b`,
      'i',
    ),
    calls: {
      c: ['calloc', 'malloc'],
      javascript: ['Array.from', 'Array.fill'],
      rust: ['std::vec'],
      python: ['numpy.zeros', 'numpy.empty'],
    },
  },
  {
    task: 'create an identity matrix',
    pattern: /\bidentity\s+matri(?:x|ces)\b|\bunit\s+matrix\b/i,
    calls: {
      go: [`${MAT}NewDiagDense`],
      rust: ['ndarray::Array2::eye'],
      python: ['numpy.identity', 'numpy.eye'],
    },
  },
  {
    task: 'transpose a matrix',
    pattern: new RegExp(String.raw`\btranspos(?:e|es|ed|ing|ition)\b(?!\s+(?:a\s+|the\s+)?(?:notes?|songs?|melod\w*|keys?|music)\b)`, 'i'),
    calls: {
      go: [`${MAT}Dense.T`],
      rust: ['nalgebra::DMatrix::transpose', 'ndarray::ArrayRef::t'],
      python: ['numpy.transpose', 'numpy.ndarray.T'],
    },
  },
  {
    // "Multiply two matrices" found scipy's sparse `multiply` (element by element) first; in Go `math.Abs`, in Rust
    // `f64::mul_add`.
    task: 'multiply matrices',
    pattern: new RegExp(String.raw`\b${MATRIX}\s+(?:multiplication|products?)\b|\bmultipl(?:y|ies|ying)\s+(?:two\s+|the\s+)?${MATRIX}\b`, 'i'),
    unless: MATRIX_BY_VECTOR,
    calls: {
      go: [`${MAT}Dense.Mul`],
      rust: ['ndarray::ArrayRef::dot', 'ndarray::linalg::general_mat_mul'],
      python: ['numpy.matmul', 'numpy.dot'],
    },
  },
  {
    task: 'multiply a matrix by a vector',
    pattern: MATRIX_BY_VECTOR,
    calls: {
      go: [`${MAT}VecDense.MulVec`],
      rust: ['ndarray::ArrayRef::dot', 'ndarray::linalg::general_mat_vec_mul'],
      python: ['numpy.dot', 'numpy.matmul'],
    },
  },
  {
    // Java and JavaScript sum the products in a loop (or `reduce`).
    task: 'the dot product of two vectors',
    pattern: /\b(?:dot|scalar|inner)\s+products?\b/i,
    calls: {
      go: ['gonum.org/v1/gonum/floats.Dot'],
      rust: ['nalgebra::DVector::dot', 'ndarray::ArrayRef::dot'],
      python: ['numpy.dot'],
    },
  },
  {
    task: "a vector's norm",
    pattern:
      /\b(?:norm|magnitude|length)(?:\s*\([^()]{1,20}\))?\s+of\s+(?:an?\s+|the\s+)?(?:\w+\s+)?vectors?\b|\bvector(?:'s)?\s+(?:norm|magnitude)\b|\beuclidean\s+(?:norm|length)\b|\bnormali[sz]e\s+(?:an?\s+|the\s+)?vectors?\b|\b(?:l2|l1)[\s-]norm\b/i,
    calls: {
      go: ['gonum.org/v1/gonum/floats.Norm', `${MAT}Norm`],
      rust: ['nalgebra::DVector::norm', 'nalgebra::Matrix::norm'],
      python: ['numpy.linalg.norm'],
    },
  },
  {
    task: 'the determinant of a matrix',
    pattern: /\bdeterminants?\b/i,
    calls: {
      go: [`${MAT}Det`],
      rust: ['nalgebra::DMatrix::determinant'],
      python: ['numpy.linalg.det'],
    },
  },
  {
    task: 'invert a matrix',
    pattern: new RegExp(
      String.raw`\b(?:invert|inverts|inverting|inverse\s+of|inversion\s+of)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?${MATRIX}\b|\b${MATRIX}\s+inver(?:se|sion)s?\b|\binverse\s+${MATRIX}\b`,
      'i',
    ),
    calls: {
      go: [`${MAT}Dense.Inverse`],
      rust: ['nalgebra::DMatrix::try_inverse'],
      python: ['numpy.linalg.inv'],
    },
  },
  {
    task: 'solve a system of linear equations',
    pattern: /\b(?:systems?\s+of\s+)?(?:simultaneous\s+)?linear\s+(?:equations?|systems?)\b|\bsolve\s+a\s*x\s*=\s*b\b/i,
    calls: {
      go: [`${MAT}Dense.Solve`],
      rust: ['nalgebra::DMatrix::lu', 'nalgebra::LU::solve'],
      python: ['numpy.linalg.solve'],
    },
  },
  {
    task: 'the eigenvalues of a matrix',
    pattern: /\beigen[\s-]*(?:values?|vectors?|decompositions?|pairs?)\b/i,
    calls: {
      go: [`${MAT}Eigen`, `${MAT}EigenSym`],
      rust: ['nalgebra::DMatrix::eigenvalues'],
      python: ['numpy.linalg.eig', 'numpy.linalg.eigvals'],
    },
  },
  {
    // The other languages turn a grid with two loops.
    task: 'rotate a matrix by 90 degrees',
    pattern: new RegExp(String.raw`\brotat(?:e|es|ed|ing)\s+(?:an?\s+|the\s+)?(?:square\s+)?${GRID}\s+(?:by\s+)?(?:90|ninety)\b`, 'i'),
    calls: {
      python: ['numpy.rot90'],
    },
  },
  {
    // "Print a 2D array" found Java's `PrintStream.print` (which prints an array's address), Python's `print_help`.
    task: 'print a two-dimensional array',
    pattern: new RegExp(String.raw`\b(?:print|prints|printing|display|displays|show|shows|output|outputs)\s+(?:an?\s+|the\s+|each\s+)?(?:\w+\s+)?${GRID}\b(?!\s+(?:of|with)\s+(?:size|dimensions?)\b)`, 'i'),
    calls: {
      java: ['java.util.Arrays.deepToString'],
      javascript: ['console.table'],
      go: ['fmt.Println'],
      rust: ['std::println'],
      python: ['builtins.print', 'pprint.pprint'],
    },
  },
  {
    task: 'copy a two-dimensional array',
    pattern: new RegExp(String.raw`\b(?:copy|copies|copying|clone|clones|cloning|duplicate|duplicates)\s+(?:of\s+)?(?:an?\s+|the\s+)?${GRID}\b`, 'i'),
    calls: {
      c: ['memcpy'],
      java: ['java.util.Arrays.copyOf', 'java.lang.System.arraycopy'],
      javascript: ['structuredClone', 'Array.map'],
      python: ['copy.deepcopy', 'numpy.copy'],
    },
  },
  {
    task: 'add matrices element by element',
    pattern: new RegExp(String.raw`\b(?:add|adds|adding|sum|sums|summing|subtract|subtracts|subtracting)\s+(?:two\s+|the\s+)?${MATRIX}\b|\b${MATRIX}\s+(?:addition|subtraction)\b`, 'i'),
    calls: {
      go: [`${MAT}Dense.Add`, `${MAT}Dense.Sub`],
      python: ['numpy.add'],
    },
  },
  {
    task: "sum a matrix's rows or columns",
    pattern: /\bsum\w*\s+(?:up\s+)?(?:the\s+)?(?:values?\s+|elements?\s+|numbers?\s+|entries\s+)?(?:in|of)\s+(?:each|every|the)\s+(?:rows?|columns?)\b|\b(?:row|column)\s+(?:sums?|totals?)\b/i,
    calls: {
      rust: ['ndarray::ArrayRef::sum_axis'],
      python: ['numpy.sum', 'numpy.ndarray.sum'],
    },
  },
  {
    task: 'reshape an array',
    pattern: /\breshap(?:e|es|ed|ing)\b/i,
    calls: {
      rust: ['ndarray::Array::into_shape_with_order', 'ndarray::Array::reshape'],
      python: ['numpy.reshape', 'numpy.ndarray.reshape'],
    },
  },
];
