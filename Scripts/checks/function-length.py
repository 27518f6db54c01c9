#!/usr/bin/env python3
"""Lists the functions (func, init, closures given to a stored `let`/`var` are not counted) of Swift
files longer than a limit, body lines from the declaration to its closing brace. Exit 1 when one is
found, naming each as FILE:LINE: NAME is N lines (limit L).

    Scripts/checks/function-length.py LIMIT PATH...

Strings (one-line and multi-line) and comments are skipped when braces are counted, so a brace in a
message or a doc comment does not end a function early.
"""
import os
import re
import sys

DECLARATION = re.compile(r'^\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|private|fileprivate|static|'
                         r'nonisolated|mutating|override|final|class|@MainActor|@discardableResult)\s+)*'
                         r'(func\s+[^\s(<]+|init[?!]?)\s*[(<]')


def code_characters(lines):
    """Yields (line index, character) of code, strings and comments left out."""
    in_block = 0
    in_multiline = False
    for number, line in enumerate(lines):
        i = 0
        in_string = False
        while i < len(line):
            rest = line[i:]
            if in_block:
                if rest.startswith('*/'):
                    in_block -= 1
                    i += 2
                    continue
                if rest.startswith('/*'):
                    in_block += 1
                    i += 2
                    continue
                i += 1
                continue
            if in_multiline:
                if rest.startswith('"""'):
                    in_multiline = False
                    i += 3
                    continue
                i += 1
                continue
            if in_string:
                if line[i] == '\\':
                    i += 2
                    continue
                if line[i] == '"':
                    in_string = False
                i += 1
                continue
            if rest.startswith('//'):
                break
            if rest.startswith('/*'):
                in_block += 1
                i += 2
                continue
            if rest.startswith('"""'):
                in_multiline = True
                i += 3
                continue
            if line[i] == '"':
                in_string = True
                i += 1
                continue
            yield number, line[i]
            i += 1


def long_functions(path, limit):
    with open(path, encoding='utf-8') as handle:
        lines = handle.read().split('\n')
    characters = list(code_characters(lines))
    found = []
    for start, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match:
            continue
        depth = 0
        opened = False
        for number, character in characters:
            if number < start:
                continue
            if character == '{':
                depth += 1
                opened = True
            elif character == '}':
                depth -= 1
                if opened and depth == 0:
                    length = number - start + 1
                    if length > limit:
                        found.append((start + 1, match.group(1), length))
                    break
    return found


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().split('\n\n')[1], file=sys.stderr)
        return 2
    limit = int(sys.argv[1])
    failed = False
    for root in sys.argv[2:]:
        paths = [root] if root.endswith('.swift') else sorted(
            os.path.join(folder, name) for folder, _, names in os.walk(root) for name in names
            if name.endswith('.swift'))
        for path in paths:
            for line, name, length in long_functions(path, limit):
                print(f'{path}:{line}: {name} is {length} lines (limit {limit})')
                failed = True
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
