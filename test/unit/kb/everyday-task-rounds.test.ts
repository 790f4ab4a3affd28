/**
 * The everyday-task table's later rounds (reflection and object idioms, numbers and binary data, desktop and
 * terminal, matrices and grids): the ways each entry is asked for, and the look-alikes it must leave alone. everyday-tasks.test.ts holds
 * the earlier rounds, the ranking and the linear-time check over every pattern.
 */
import { strict as assert } from 'node:assert';
import { everydayTasksIn } from '../../../src/core/kb/everyday-tasks';

const tasksOf = (question: string) => everydayTasksIn(question).map((t) => t.task);
/** The question is read as this task (the message lists what it was read as). */
const says = (question: string, task: string) => assert.ok(tasksOf(question).includes(task), `${question} → ${tasksOf(question).join(', ')}`);

describe('everyday tasks said in words: the later rounds (everyday-tasks/)', () => {
  it('recognises a program looking at itself: members by name, missing methods, evaluation, shared libraries, arity', () => {
    says('call a method by its name given as a string', 'call a method by its name');
    says('invoke a function whose name is stored in a variable', 'call a method by its name');
    says('list all the methods of a class', 'list the methods of a class');
    says("print an object's methods", 'list the methods of a class');
    says('check whether an object has a method with a given name', 'check whether an object has a method');
    says('check if an object has an attribute', 'check whether an object has an attribute');
    says('handle calls to methods that are not defined', 'intercept calls to missing methods and property access');
    says('respond to an unknown method call', 'intercept calls to missing methods and property access');
    says('intercept property access on an object', 'intercept calls to missing methods and property access');
    says('add an attribute to an object at runtime', 'add an attribute to an object at run time');
    says('get the value of a field by its name', "read a field's value by its name");
    says('set a private field using reflection', "set a field's value by its name");
    says("iterate over an object's properties", 'list the fields of an object or struct');
    says('create an instance of a class from its name', 'create an instance of a class from its name');
    says('evaluate a string as code', 'evaluate a string as code');
    says('load a shared library at runtime', 'load a shared library at run time');
    says('get the number of parameters a function takes', 'the number of parameters a function takes');
    says('write a function that takes a variable number of arguments', 'a function that takes a variable number of arguments');
    says('check whether a type implements an interface', 'check whether a type implements an interface');
    says('overload the + operator for a struct', 'overload an operator');
    says('make objects of a class sortable', 'make objects of a type sortable');
    // A call of a missing method is not a call by name; a class that has a method is no check for one.
    assert.ok(!tasksOf('respond to an unknown method call').includes('call a method by its name'));
    assert.deepEqual(tasksOf('write a class that has a method to compute the area'), []);
    assert.deepEqual(tasksOf('create a class that implements the Comparable interface'), []);
    // The fields of a CSV line are no object's; parameters bound to an SQL query are no partial application.
    assert.ok(!tasksOf('split the CSV line and get the fields').includes('list the fields of an object or struct'));
    assert.ok(!tasksOf('bind parameters to the SQL query').includes('partially apply a function'));
    // The size of a file or an array is no type's; an iterator over a list is used, not implemented.
    assert.ok(!tasksOf('get the size of a file').includes('get the size of a type in bytes'));
    assert.ok(!tasksOf('the size of an integer array').includes('get the size of a type in bytes'));
    assert.ok(!tasksOf('create an iterator over the list').includes('implement a custom iterator'));
    // The arity of a function is not a variable number of arguments, nor the other way round.
    assert.ok(!tasksOf('write a function that takes a variable number of arguments').includes('the number of parameters a function takes'));
    // A docstring written is not one read; a class hierarchy designed is no parent class looked up.
    assert.ok(!tasksOf('write a function with a docstring').includes("get a function's documentation string"));
    assert.deepEqual(tasksOf('design a class hierarchy for shapes'), []);
  });

  it('recognises numbers beyond the four operations and binary data: complex, fractions, limits, byte order, file locks', () => {
    says('add and multiply complex numbers', 'compute with complex numbers');
    says('get the magnitude of a complex number', "a complex number's magnitude");
    says('work with fractions as exact rational numbers', 'compute with exact fractions');
    says('compute the logarithm base 2 of a number', 'a base-2 or base-10 logarithm');
    says('compute the cube root of a number', 'a cube root');
    says('compute the hyperbolic tangent', 'hyperbolic functions');
    says('split a number into its integer and fractional parts', "a number's integer and fractional parts");
    says('get the largest value an integer type can hold', "an integer type's largest or smallest value");
    says('represent positive infinity', 'infinity');
    says('modular exponentiation', 'modular exponentiation');
    says('draw a random number from a normal distribution', 'a normally distributed random number');
    says('rotate the bits of an integer to the left', 'rotate the bits of an integer');
    says('pack an integer into bytes in little-endian order', 'pack an integer into bytes');
    says('convert bytes to an integer', 'read an integer from bytes');
    says('convert a number from host to network byte order', 'convert between host and network byte order');
    says('memory-map a file', 'map a file into memory');
    says('lock a file so other processes cannot write it', 'lock a file against other processes');
    says('catch an exception and print its message', 'catch an error and read its message');
    says('retry an operation with exponential backoff', 'retry with backoff');
    // A magnitude of a complex number is not complex arithmetic in general; a vector's magnitude is no complex's.
    assert.ok(!tasksOf('get the magnitude of a complex number').includes('compute with complex numbers'));
    assert.ok(!tasksOf('the magnitude of a vector').includes("a complex number's magnitude"));
    // An error message printed is no caught exception's; a mutex is no file lock; a natural log is no base-2 one.
    assert.ok(!tasksOf('print an error message to standard error').includes('catch an error and read its message'));
    assert.ok(!tasksOf('lock a mutex around the counter').includes('lock a file against other processes'));
    assert.ok(!tasksOf('compute the natural log of each value').includes('a base-2 or base-10 logarithm'));
    // A string turned into an integer is text parsed, not bytes; a normal user is no distribution.
    assert.ok(!tasksOf('convert a string to an integer').includes('read an integer from bytes'));
    assert.deepEqual(tasksOf('log in as a normal user'), []);
  });

  it('recognises a desktop program and its terminal: windows, buttons, pixels, the terminal, one instance, the machine', () => {
    says('display a GUI window', 'display a window');
    says('create a window with a button that responds to clicks', 'a button that reacts to clicks');
    says('open a file chooser dialog', 'open a file chooser');
    says('get the screen resolution', "the screen's resolution");
    says('draw a line between two points', 'draw a line');
    says('set the color of a pixel in an image', "set a pixel's color in an image");
    says('get the color of a pixel on the screen', 'read the screen');
    says('play a sound file', 'play a sound');
    says('simulate a key press', 'simulate the keyboard or the mouse');
    says('clear the terminal screen', 'clear the terminal');
    says('check whether standard output is a terminal', 'test whether output goes to a terminal');
    says('flush standard output', 'flush standard output');
    says('print without a newline', 'print without a newline');
    says('check that only one instance of the program is running', 'allow a single running instance');
    says('get the path of the running executable', "the running executable's path");
    says('find the endianness of the machine', "the machine's byte order");
    says('get the word size of the machine', "the machine's word size");
    says('access a private field from outside its class', 'access private members from outside');
    says('open a new browser window', 'open a browser window or tab');
    // A line chart is a plot; a result not limited by the word size asks for none; a window's size is no window shown.
    assert.ok(!tasksOf('draw a line chart of the monthly sales').includes('draw a line'));
    assert.ok(!tasksOf('the implementation should not be limited by machine word size').includes("the machine's word size"));
    assert.ok(!tasksOf('get the window size of the terminal').includes('display a window'));
    // Swapping an integer's bytes is a conversion, not the machine's order; the pixel of a screen is read, not set.
    assert.ok(!tasksOf('swap the byte order of an integer').includes("the machine's byte order"));
    assert.ok(!tasksOf('get the color of a pixel on the screen').includes("set a pixel's color in an image"));
  });

  it('recognises matrices and grids: made, printed, copied, multiplied, inverted, solved; vectors, rows, shapes', () => {
    says('create a two-dimensional array with n rows and m columns', 'create a two-dimensional array');
    says('make a list of lists of zeros', 'create a two-dimensional array');
    says('create an identity matrix', 'create an identity matrix');
    says('transpose a matrix', 'transpose a matrix');
    says('multiply two matrices', 'multiply matrices');
    says('compute the matrix product of A and B', 'multiply matrices');
    says('multiply a matrix by a vector', 'multiply a matrix by a vector');
    says('compute the dot product of two vectors', 'the dot product of two vectors');
    says('compute the length (norm) of a vector', "a vector's norm");
    says('normalize a vector to unit length', "a vector's norm");
    says('calculate the determinant of a matrix', 'the determinant of a matrix');
    says('find the inverse of a matrix', 'invert a matrix');
    says('invert a square matrix', 'invert a matrix');
    says('solve a system of linear equations', 'solve a system of linear equations');
    says('compute the eigenvalues of a matrix', 'the eigenvalues of a matrix');
    says('rotate a matrix by 90 degrees', 'rotate a matrix by 90 degrees');
    says('print a 2D array', 'print a two-dimensional array');
    says('display the matrix', 'print a two-dimensional array');
    says('make a copy of a 2D array', 'copy a two-dimensional array');
    says('add two matrices element by element', 'add matrices element by element');
    says('sum the values in each row of a matrix', "sum a matrix's rows or columns");
    says('reshape an array into a matrix with 3 columns', 'reshape an array');
    says('check whether two 2D arrays are equal', 'compare two arrays');
    says('flatten a nested list into a single list', 'flatten nested lists');
    // A list of lists given to a task is its input, not one to make; a matrix by a vector is no product of two matrices.
    assert.ok(!tasksOf('given a list of lists, return the longest sublist').includes('create a two-dimensional array'));
    assert.ok(!tasksOf('multiply a matrix by a vector').includes('multiply matrices'));
    // A song transposed is music; the size of a printed matrix is no printing.
    assert.deepEqual(tasksOf('transpose the notes of a melody up a fifth'), []);
    assert.ok(!tasksOf('output a matrix of size n').includes('print a two-dimensional array'));
  });
  it('reads two arrays taken as sets, one value counted in an array, a stack trace kept as text, an array chunked', () => {
    says('Returns the difference between two arrays.', 'combine two arrays as sets');
    says('find the intersection of two lists', 'combine two arrays as sets');
    says('Returns an array of elements that appear in both arrays.', 'combine two arrays as sets');
    says('Returns every element that exists in any of the two arrays once.', 'combine two arrays as sets');
    says('get the common elements of two arrays', 'combine two arrays as sets');
    says('Counts the occurrences of a value in an array.', 'count a value in a collection');
    says('how many times an element appears in a list', 'count a value in a collection');
    says('Converts the stack trace of an exception to a String.', 'a stack trace as text');
    says('get the stack trace as a string', 'a stack trace as text');
    says('Chunks an array into smaller arrays of specified size.', 'split a collection into chunks');
    // Each element's count is a map's, and a single value's is not; a printed stack trace is not kept as text; two
    // sets are the sets entry's, and an elementwise difference of arrays is no set's.
    says('count the occurrences of each word in a text', 'count occurrences in a map');
    assert.ok(!tasksOf('Counts the occurrences of a value in an array.').includes('count occurrences in a map'));
    assert.ok(!tasksOf('count the occurrences of each word in a text').includes('count a value in a collection'));
    says('print the stack trace of the exception', 'print a stack trace');
    assert.ok(!tasksOf('print the stack trace of the exception').includes('a stack trace as text'));
    assert.ok(!tasksOf('get the stack trace as a string').includes('print a stack trace'));
    assert.ok(!tasksOf('the union of two sets').includes('combine two arrays as sets'));
    assert.ok(!tasksOf('the difference between two dates').includes('combine two arrays as sets'));
    assert.ok(!tasksOf('compute the element-wise difference of two arrays').includes('combine two arrays as sets'));
    // Round seven's other snippets: a stride, a text made a list of its words, numbers in a specified range.
    says('Returns every nth element in an array.', 'take every nth element');
    says('take every other element of a list', 'take every nth element');
    says('Converts a given string into an array of words.', 'split text into words');
    says('convert a sentence to a list of words', 'split text into words');
    says('Initializes an array containing the numbers in the specified range', 'a range of numbers');
    assert.ok(!tasksOf('print the time every second').includes('take every nth element'));
    assert.ok(!tasksOf('convert a string to an array of characters').includes('split text into words'));
    // A canvas of a size, or one the drawing verb is a clause away from.
    says("Render a pattern in which each pixel's colour is the XOR of its coordinates, on a 256 by 256 canvas.", 'draw on a canvas');
    says('Draw an Archimedean spiral, the curve r = a + b*theta in polar coordinates, on a canvas in the browser.', 'draw on a canvas');
    assert.ok(!tasksOf('paint the canvas red').includes('draw on a canvas'));
    assert.ok(!tasksOf('Draw a histogram of the values. Save the figure on a disk.').includes('draw on a canvas'));
  });

  it('reads printing and allocation asked as such, not a task that prints its result or needs memory', () => {
    says('print a line to standard output', 'print a line to the console');
    says('write a message to the console', 'print a line to the console');
    says('print to stdout', 'print a line to the console');
    says('allocate memory for a struct', 'allocate memory');
    says('dynamically allocate an array of n integers', 'allocate memory');
    says('Show how to explicitly allocate and deallocate blocks of memory on the heap', 'allocate memory');
    assert.ok(!tasksOf('print to standard error').includes('print a line to the console'));
    assert.ok(!tasksOf('print a line to the console without a trailing newline').includes('print a line to the console'));
    assert.ok(!tasksOf('Hello world/Text. Display the string "Hello world!" on a text console.').includes('print a line to the console'));
    assert.ok(!tasksOf('Write a program that prints the result to the screen').includes('print a line to the console'));
    assert.ok(!tasksOf('find the memory address of a variable').includes('allocate memory'));
    assert.ok(!tasksOf('allocate the seats of a theatre to the guests').includes('allocate memory'));
  });

  it('reads a loop counting down and a sum of numbers said by their kind', () => {
    says('Write a for loop which writes a countdown from 10 to 0.', 'count down in a loop');
    says('count down from 10 to 1', 'count down in a loop');
    says('iterate backwards from n to zero', 'count down in a loop');
    assert.ok(!tasksOf('Countdown to a date. Print how many days are left until New Year.').includes('count down in a loop'));
    says('find the sum of all positive multiples of 3 or 5 below n', 'sum a collection');
    says('return the sum of the squares of a vector of numbers', 'sum a collection');
    says('compare a number with the sum of its proper divisors', 'sum a collection');
    assert.ok(!tasksOf('the sum of the digits of a number').includes('sum a collection'));
  });
});
