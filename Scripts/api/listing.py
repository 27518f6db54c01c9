#!/usr/bin/env python3
"""Turn a `swift-api-digester -dump-sdk` JSON file into a sorted text listing of a module's public API.

Why this exists: the digester's JSON is complete but unreadable in review (a 30-line object per
parameter type, USRs, mangled names), and `swift-api-digester -diagnose-sdk` reports breakage
but not additions. A plain listing, one public declaration per line, sorted, makes every change to the
API show up in `diff -u` and in code review as a `+` or `-` line. Scripts/api/check.sh runs this on
fresh dumps and compares with the committed API/<Module>.txt.

    listing.py DUMP.json [--demangler PATH]      (writes the listing to stdout)

A line reads like Swift, with the full path of the declaration instead of nesting:

    @Custom func NavPilotScenario.ScenarioSuite.run(catalog:output:) (SessionCatalog, (String) -> Void) async throws(ScenarioSuiteError) -> ScenarioSuiteSummary

What the JSON does not say, this cannot print. In particular the digester records every custom
attribute (a global actor such as @MainActor, a result builder, a property wrapper) only as
`Custom`, printed here as `@Custom`; and closure types lose @Sendable and global actors. It has no
`async` either: that, and the error type of typed throws, are read from the declaration's mangled
name through swift-demangle (from the same toolchain), which is why --demangler exists.

Only the standard library is used, so any machine with python3 and a Swift toolchain can run it.
"""

import argparse
import json
import re
import subprocess
import sys

# Attributes that are part of the API, spelled as in source. The digester's other attributes are
# implementation details (Transparent, HasStorage, Semantics...) or are printed some other way
# (SetterAccess: a private setter has no `set` accessor in the JSON; Available: see `deprecated`).
ATTRIBUTES = {
    "Custom": "@Custom",  # a global actor, result builder or property wrapper: the JSON does not say which
    "DiscardableResult": "@discardableResult",
    "DynamicCallable": "@dynamicCallable",
    "DynamicMemberLookup": "@dynamicMemberLookup",
    "Frozen": "@frozen",
    "Inlinable": "@inlinable",
    "MainType": "@main",
    "ObjC": "@objc",
    "Preconcurrency": "@preconcurrency",
    "PropertyWrapper": "@propertyWrapper",
    "ResultBuilder": "@resultBuilder",
    "Sendable": "@Sendable",
    "UnsafeInheritExecutor": "@_unsafeInheritExecutor",
    "Dynamic": "dynamic",
    "Final": "final",
    "Indirect": "indirect",
    "Lazy": "lazy",
    "Nonisolated": "nonisolated",
    "Optional": "optional",
    "Override": "override",
    "Required": "required",
}
IGNORED_ATTRIBUTES = {
    "Available", "EagerMove", "Effects", "HasInitialValue", "HasStorage", "Implements", "Inline",
    "NoEagerMove", "Rethrows", "Semantics", "SetterAccess", "SPIAccessControl", "Transparent",
    "UsableFromInline",
}
# Modifiers come after the @-attributes, in the order Swift code usually writes them.
MODIFIER_ORDER = ["nonisolated", "open", "final", "override", "required", "convenience", "dynamic",
                  "lazy", "optional", "indirect", "static", "mutating", "consuming", "borrowing"]

TYPE_KINDS = {"Struct": "struct", "Class": "class", "Enum": "enum", "Protocol": "protocol"}
# Kinds of the digester's type nodes (as opposed to declaration nodes).
TYPE_NODE_KINDS = {"TypeNominal", "TypeNameAlias", "TypeFunc"}
# Every type is Copyable and Escapable unless it says `~Copyable`/`~Escapable`: listing both on
# every type would only be noise, so only their absence is printed.
IMPLICIT_CONFORMANCES = ("Copyable", "Escapable")


def is_public(node):
    """The digester (without -abi) dumps public and open declarations, but it also dumps `package`
    ones, marked `isInternal`, and SPI ones, which have `spi_group_names`: neither is public API."""
    return not node.get("isInternal") and not node.get("spi_group_names")


class Shortener:
    """Drops module qualifiers that carry no information, the same way on every run: `Swift.`,
    `_Concurrency.` and the listed module's own name. Other modules stay qualified (NavPilotTUI's
    listing says `NavPilot.NavPilot<Route>`). A Swift type whose name the module also declares
    at top level (say, its own `Result`) keeps `Swift.`, so no two types print alike."""

    def __init__(self, module, top_level_names):
        self.module = module
        self.top_level_names = top_level_names
        names = sorted({"Swift", "_Concurrency", module}, key=len, reverse=True)
        # A qualifier starts a name: it follows neither a letter, digit, `_` nor a `.`, so in
        # `NavPilot.NavPilot.Route` only the first `NavPilot.` is a module.
        self.pattern = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, names)) + r")\.(?=([A-Za-z_]\w*))")

    def __call__(self, text):
        def replace(match):
            if match.group(1) != self.module and match.group(2) in self.top_level_names:
                return match.group(0)
            return ""
        return self.pattern.sub(replace, text)


def demangle_effects(names, demangler):
    """Map each mangled function or initializer name to its `async` and typed-throws error type,
    which the digester's JSON lacks: `(is_async, error_type_or_None)`.

    `swift-demangle --expand` prints each name's node tree, two spaces of indentation a level:

        kind=Global
          kind=Function
            ...
            kind=Type
              kind=FunctionType
                kind=TypedThrowsAnnotation
                  kind=Enum ...
                kind=AsyncAnnotation
                kind=ArgumentTuple ...

    The declaration's own function type is the first FunctionType reached through declaration and
    generic-signature nodes only; closures among its parameters are deeper, so they do not count.
    """
    if not names:
        return {}
    result = subprocess.run([demangler, "--expand"], input="\n".join(names) + "\n",
                            capture_output=True, text=True, check=True).stdout
    effects = {}
    blocks = re.split(r"^Demangling for ", result, flags=re.M)[1:]
    for block in blocks:
        lines = block.splitlines()
        name = lines[0].strip()
        tree = parse_tree([line for line in lines[1:] if re.match(r"^ *kind=", line)])
        function_type = find_function_type(tree)
        if function_type is None:
            raise SystemExit(f"listing.py: cannot find the function type of {name} in swift-demangle's output")
        is_async = any(child["kind"] == "AsyncAnnotation" for child in function_type["children"])
        error_type = None
        for child in function_type["children"]:
            if child["kind"] == "TypedThrowsAnnotation":
                error_type = render_demangled_type(child["children"][0])
        effects[name] = (is_async, error_type)
    missing = set(names) - set(effects)
    if missing:
        raise SystemExit(f"listing.py: swift-demangle did not demangle {sorted(missing)[0]}")
    return effects


def parse_tree(lines):
    """Indented `kind=K, text="T"` lines into nested dictionaries."""
    root = {"kind": "", "text": None, "children": []}
    stack = [(-1, root)]
    for line in lines:
        depth = (len(line) - len(line.lstrip(" "))) // 2
        match = re.match(r' *kind=(\w+)(?:, text="(.*)"|, index=(\d+))?', line)
        node = {"kind": match.group(1), "text": match.group(2) or match.group(3), "children": []}
        while stack[-1][0] >= depth:
            stack.pop()
        stack[-1][1]["children"].append(node)
        stack.append((depth, node))
    return root


def find_function_type(node):
    passable = {"", "Global", "Static", "Function", "Allocator", "Constructor", "Type", "DependentGenericType"}
    for child in node["children"]:
        if child["kind"] == "FunctionType":
            return child
        if child["kind"] in passable:
            found = find_function_type(child)
            if found is not None:
                return found
    return None


def render_demangled_type(node):
    """A typed-throws error type, as text: enough for the nominal types errors are in practice,
    and deterministic for anything else (a generic parameter prints as Swift's canonical `τ_depth_index`)."""
    kind = node["kind"]
    if kind == "Type":
        return render_demangled_type(node["children"][0])
    if kind in ("Module", "Identifier"):
        return node["text"]
    if kind.startswith("BoundGeneric"):
        base = render_demangled_type(node["children"][0])
        arguments = [render_demangled_type(child) for child in node["children"][1]["children"]]
        return f"{base}<{', '.join(arguments)}>"
    if kind == "DependentGenericParamType":
        return "τ_" + "_".join(child["text"] or "?" for child in node["children"])
    if node["children"]:
        return ".".join(render_demangled_type(child) for child in node["children"])
    return node["text"] or kind


class Lister:
    def __init__(self, root, effects, shorten):
        self.module = root["name"]
        self.effects = effects
        self.shorten = shorten
        self.lines = []  # (path, line): sorted by path, so members follow their type

    def type_text(self, node, parameter=False):
        text = self.shorten(node["printedName"])
        if parameter:
            # A closure parameter is non-escaping unless marked `@escaping`; the JSON says
            # `noescape` for the former, so its absence on a closure parameter means @escaping.
            if node["kind"] == "TypeFunc" and "noescape" not in node.get("typeAttributes", []):
                text = "@escaping " + text
            ownership = node.get("paramValueOwnership")
            if ownership:
                text = {"InOut": "inout", "Owned": "__owned", "Shared": "__shared"}.get(ownership, ownership) + " " + text
            if node.get("hasDefaultArg"):
                text += " = default"
        return text

    def parameters(self, node):
        """`(Int, String = default)`, or nothing when there are no parameters: the name says `()`."""
        types = [c for c in node.get("children", []) if c["kind"] in TYPE_NODE_KINDS][1:]
        return "(" + ", ".join(self.type_text(t, parameter=True) for t in types) + ")" if types else ""

    def result(self, node):
        types = [c for c in node.get("children", []) if c["kind"] in TYPE_NODE_KINDS]
        return types[0]

    def attributes(self, node, parent):
        attributes, unknown, modifiers = [], [], []
        for attribute in node.get("declAttributes", []):
            spelled = ATTRIBUTES.get(attribute)
            if spelled is None:
                if attribute not in IGNORED_ATTRIBUTES:
                    # A new attribute shows up in the listing instead of disappearing silently.
                    unknown.append("@" + attribute)
            elif spelled.startswith("@"):
                attributes.append(spelled)
            elif spelled == "final" and parent is not None and "Final" in parent.get("declAttributes", []):
                pass  # the members of a final class are final: saying so on each is noise
            else:
                modifiers.append(spelled)
        if node.get("deprecated"):
            attributes.append("@available(deprecated)")
        if node.get("isOpen"):
            modifiers.append("open")
        if node.get("init_kind") == "Convenience":
            modifiers.append("convenience")
        if node.get("static"):
            modifiers.append("static")
        self_kind = node.get("funcSelfKind")
        if self_kind and self_kind != "NonMutating":
            modifiers.append({"Mutating": "mutating", "Consuming": "consuming", "Borrowing": "borrowing",
                              "LegacyConsuming": "__consuming"}.get(self_kind, self_kind.lower()))
        modifiers = sorted(set(modifiers), key=lambda m: MODIFIER_ORDER.index(m) if m in MODIFIER_ORDER else 99)
        return " ".join(sorted(attributes) + sorted(unknown) + modifiers)

    def generic_signature(self, node, parent, parent_path):
        """Only where the declaration adds to its context's signature: every member of `Box<T>`
        repeats `<T>`, and every protocol member `<Self where Self : P>`."""
        signature = node.get("genericSig")
        if not signature or (parent is not None and signature == parent.get("genericSig")):
            return ""
        if parent is not None and parent.get("declKind") == "Protocol":
            if signature == f"<Self where Self : {parent_path}>":
                return ""
        return self.shorten(signature)

    def effects_text(self, node):
        parts = []
        is_async, error_type = self.effects.get(node.get("mangledName"), (False, None))
        if is_async:
            parts.append("async")
        if node.get("throwing"):
            if "Rethrows" in node.get("declAttributes", []):
                parts.append("rethrows")
            elif error_type:
                parts.append(f"throws({self.shorten(error_type)})")
            else:
                parts.append("throws")
        return " ".join(parts)

    def emit(self, path, *parts):
        self.lines.append((path, " ".join(p for p in parts if p)))

    def walk(self, node, parent=None, parent_path=None):
        for child in node.get("children", []):
            if child["kind"] in TYPE_NODE_KINDS or child["kind"] == "Import" or not is_public(child):
                continue
            self.declaration(child, parent, parent_path)

    def declaration(self, node, parent, parent_path):
        kind, decl_kind = node["kind"], node.get("declKind")
        context = parent_path or node["moduleName"]
        path = f"{context}.{node['printedName']}"
        attributes = self.attributes(node, parent)
        generics = self.generic_signature(node, parent, parent_path)
        requirement = "[requirement]" if node.get("protocolReq") and kind != "AssociatedType" else ""

        if kind == "TypeDecl":
            conformances = {c["name"]: c for c in node.get("conformances", [])}
            if node.get("isExternal"):
                # An extension of another module's type: only conformances to this module's
                # protocols are this module's doing; the rest belong to the other module's listing.
                prefix = f"s:{len(self.module)}{self.module}"
                names = sorted(n for n, c in conformances.items() if c.get("usr", "").startswith(prefix))
                self.emit(path, "extension", path + (" : " + ", ".join(names) if names else ""))
            else:
                names = sorted(n for n in conformances if n not in IMPLICIT_CONFORMANCES)
                if "Sendable" in names and "SendableMetatype" in names:
                    names.remove("SendableMetatype")  # Sendable implies it
                names += [f"~{n}" for n in IMPLICIT_CONFORMANCES if n not in conformances]
                superclass = node.get("superclassNames", [])[:1]
                inherited = [self.shorten(s) for s in superclass] + names
                if node.get("enumRawTypeName"):
                    inherited.append(f"rawValue: {self.shorten(node['enumRawTypeName'])}")
                inherited = " : " + ", ".join(inherited) if inherited else ""
                if decl_kind == "Protocol":
                    # A protocol's signature holds its requirements on Self and its associated
                    # types, which Swift writes in a `where` clause.
                    declared = path + inherited + (" where " + generics[1:-1] if generics else "")
                else:
                    declared = path + generics + inherited
                self.emit(path, attributes, TYPE_KINDS.get(decl_kind, decl_kind.lower()), declared)
            self.walk(node, node, path)
        elif kind == "Var" and decl_kind == "EnumElement":
            # A case's child is its constructor's type: `(E.Type) -> E`, or `(E.Type) -> (payload) -> E`.
            constructor = node["children"][0]
            payload = ""
            if constructor["children"][0]["kind"] == "TypeFunc":
                values = constructor["children"][0]["children"][1]
                payload = self.type_text(values)
                if values.get("name") not in ("Tuple", "Paren"):
                    payload = f"({payload})"  # one unlabeled value: `case named(String)`
            self.emit(path, attributes, "case", path + payload)
        elif kind == "Var":
            if node.get("isLet"):  # a let has a getter and nothing else: `{ get }` would be noise
                self.emit(path, attributes, "let", f"{path}: {self.type_text(node['children'][0])}", requirement)
            else:
                self.emit(path, attributes, "var", f"{path}: {self.type_text(node['children'][0])}",
                          self.accessors(node), requirement)
        elif kind == "Subscript":
            self.emit(path, attributes, "subscript", path + generics, self.parameters(node),
                      "-> " + self.type_text(self.result(node)), self.accessors(node), requirement)
        elif kind == "Function":
            result = self.type_text(self.result(node))
            self.emit(path, attributes, "func", path + generics, self.parameters(node), self.effects_text(node),
                      "" if result in ("()", "Void") else "-> " + result, requirement)
        elif kind == "Constructor":
            result = self.result(node)["name"]
            keyword = {"Optional": "init?", "ImplicitlyUnwrappedOptional": "init!"}.get(result, "init")
            self.emit(path, attributes, keyword, path + generics, self.parameters(node), self.effects_text(node),
                      requirement)
        elif kind == "TypeAlias":
            self.emit(path, attributes, "typealias", path + generics, "=", self.type_text(node["children"][0]))
        elif kind == "AssociatedType":
            default = [c for c in node.get("children", []) if c["kind"] in TYPE_NODE_KINDS]
            self.emit(path, attributes, "associatedtype", path + ("" if not default else " = " + self.type_text(default[0])))
        else:
            # A kind this script does not know yet (a macro, an operator declaration...): listed
            # plainly rather than left out, so it still shows in the diff.
            self.emit(path, attributes, (decl_kind or kind).lower(), path)

    def accessors(self, node):
        order = ["get", "set"]
        names = []
        for accessor in node.get("accessors", []):
            name = accessor["accessorKind"]
            if accessor.get("throwing"):
                name += " throws"
            names.append(name)
        names.sort(key=lambda n: (order.index(n.split()[0]) if n.split()[0] in order else len(order), n))
        return "{ " + " ".join(names) + " }" if names else ""


def function_names(node):
    """Mangled names of the public functions and initializers, whose effects the demangler reads."""
    names = []
    for child in node.get("children", []):
        if child["kind"] in TYPE_NODE_KINDS or child["kind"] == "Import" or not is_public(child):
            continue
        if child["kind"] in ("Function", "Constructor") and child.get("mangledName"):
            names.append(child["mangledName"])
        names += function_names(child)
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dump", help="a JSON file written by swift-api-digester -dump-sdk")
    parser.add_argument("--demangler", default="swift-demangle", help="swift-demangle of the same toolchain")
    arguments = parser.parse_args()

    with open(arguments.dump, encoding="utf-8") as file:
        root = json.load(file)["ABIRoot"]
    if root.get("name") in (None, "NO_MODULE") or not root.get("children"):
        # What the digester writes when it could not load the module.
        raise SystemExit(f"listing.py: {arguments.dump} holds no module")

    top_level_names = {c["name"] for c in root["children"] if c["kind"] == "TypeDecl" and not c.get("isExternal")}
    lister = Lister(root, demangle_effects(function_names(root), arguments.demangler),
                    Shortener(root["name"], top_level_names))
    lister.walk(root)
    # Python sorts by code point, the same everywhere (unlike `sort`, which follows the locale), and
    # the listing is written as UTF-8 whatever the locale says, so its bytes are the same everywhere.
    sys.stdout.reconfigure(encoding="utf-8", newline="\n")
    for _, line in sorted(lister.lines):
        print(line)


if __name__ == "__main__":
    main()
