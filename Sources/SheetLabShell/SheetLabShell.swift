import CEditLine
import SheetLabScript

/// SheetLabShell: every byte of I/O: the line editor, files, the test runner's output.
public enum SheetLabShell {}
