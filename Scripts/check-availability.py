#!/usr/bin/env python3
"""Checks that Reel's library modules use no toolchain API newer than the Apple platforms Package.swift declares.

This machine cannot build for Apple platforms, but the toolchain here carries Apple's availability: the
symbol graphs of the standard library, Synchronization, Observation, Foundation's Swift modules and Swift
Testing list, for each public symbol, the macOS, iOS, tvOS, watchOS and visionOS versions that introduced it.
So the check:

1. reads the minimums from `platforms:` in Package.swift;
2. builds the library modules with the index store on (`.build-apple/build`, the build `Scripts/check-apple-code.sh`
   then reuses, with the same flags), and reads from it every reference
   each source line makes, with libIndexStore (shipped with the toolchain) through ctypes;
3. extracts the symbol graphs of the toolchain modules those sources import;
4. reports every reference, on a line compiled for an Apple platform (the `#if` conditions above it are
   evaluated for each platform), to a symbol introduced after that platform's minimum, unless the line sits
   in an `if #available`, `guard #available` or `@available` scope; and every use of the few Foundation
   types Apple marks unavailable on iOS, tvOS, watchOS and visionOS (`Process`: child processes), unless
   the line is compiled for macOS alone.

SwiftUI and UIKit are not on this machine: the build uses the stand-ins in Tests/AppleStandIns (declared from
Apple's documentation with their availability, as `Scripts/check-apple-code.sh` compiles against them), so
the lines under `#if canImport(SwiftUI)` and `#if canImport(UIKit)` are compiled, indexed and checked like the
rest, and a use of a declaration Apple marks unavailable on a platform (UIKit's view controllers on watchOS,
`fullScreenCover` on macOS) is reported on a line that platform compiles. What it still cannot see, it says:
lines under other Darwin-only conditions (`#if canImport(Darwin)`, `#if os(macOS)`) are not compiled here, so
they are listed as unchecked, and Foundation's Objective-C parts (Apple's Foundation is not the one on Linux)
carry no Apple availability here.

Usage: Scripts/check-availability.py [--modules Reel,ReelTesting,...] [--package DIR] [--self-test]
(by default every library target: Reel's libraries and the example modules)
Exit: 0 nothing newer than the minimums, 1 something is, 2 the check itself could not run.
"""
import ctypes
import json
import os
import re
import subprocess
import sys

APPLE = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
# Foundation types Apple's SDKs mark unavailable everywhere but macOS; Linux's Foundation has them all.
MACOS_ONLY_USR_PREFIXES = {
    "s:10Foundation7ProcessC": "Process (child processes)",
    "s:10Foundation4HostC": "Host",
}
REFERENCE = 1 << 2


def fail(message):
    print(f"check-availability: {message}", file=sys.stderr)
    sys.exit(2)


# MARK: - The declared minimums

def declared_minimums(package):
    text = open(os.path.join(package, "Package.swift")).read()
    found = re.search(r"platforms:\s*\[(.*?)\]", text, re.S)
    if not found:
        fail("Package.swift declares no platforms")
    minimums = {}
    for name, version in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)?)\)", found.group(1)):
        minimums[name] = (tuple(int(part) for part in version.split("_")) + (0, 0))[:2]
    missing = [name for name in APPLE if name not in minimums]
    if missing:
        fail(f"Package.swift declares no minimum for {', '.join(missing)}")
    return minimums


# MARK: - Which Apple platforms compile a line

KNOWN_MODULES_ON_APPLE = {"Darwin", "os", "Dispatch", "Foundation", "Observation", "SwiftUI", "Combine",
                          "XCTest", "Testing", "ObjectiveC", "CoreFoundation"}
# UIKit exists on watchOS too (without views and view controllers, which its declarations mark unavailable there).
ONLY_ON = {"UIKit": {"iOS", "tvOS", "visionOS", "watchOS"}, "AppKit": {"macOS"}, "WatchKit": {"watchOS"}}
# The stand-ins of Apple's UI modules (Tests/AppleStandIns), compiled for the index build and read for their availability.
STAND_INS = ["SwiftUI", "UIKit"]


def evaluate(condition, platform):
    """Whether an `#if` condition holds on an Apple platform; None if it cannot be told (a custom flag)."""
    def atom(match):
        kind, argument = match.group(1), match.group(2).strip()
        if kind == "os":
            holds = argument == platform or (argument == "macOS" and platform == "macOS")
        elif kind == "canImport":
            module = argument.split(",")[0].strip()
            holds = platform in ONLY_ON[module] if module in ONLY_ON else module in KNOWN_MODULES_ON_APPLE
        elif kind in ("arch", "targetEnvironment"):
            return "None"
        else:  # compiler(>=…), swift(>=…), hasFeature(…), hasAttribute(…)
            holds = True
        return "True" if holds else "False"
    expression = re.sub(r"\b(os|canImport|compiler|swift|arch|targetEnvironment|hasFeature|hasAttribute)\(([^()]*)\)",
                        atom, condition)
    if re.search(r"\b(?!True\b|False\b|None\b)[A-Za-z_]\w*", expression):
        return None
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        value = eval(expression, {"__builtins__": {}}, {})  # only True/False/None, and/or/not, parentheses
    except Exception:
        return None
    return value


def conditional_blocks(lines):
    """For each line, the `#if` blocks it sits in, outermost first: per block, the conditions of
    the branches before this one, and this branch's condition (None for `#else`)."""
    stack = []
    for line in lines:
        stripped = line.split("//")[0].strip()  # a condition may carry a comment after it
        if stripped.startswith("#if "):
            stack.append([[], stripped[4:]])
        elif stripped.startswith("#elseif "):
            stack[-1][0].append(stack[-1][1])
            stack[-1][1] = stripped[8:]
        elif stripped == "#else" or stripped.startswith("#else "):
            stack[-1][0].append(stack[-1][1])
            stack[-1][1] = None
        elif stripped == "#endif" or stripped.startswith("#endif "):
            stack.pop()
        yield stack


def compiled_platforms(lines):
    """For each line (1-based), the Apple platforms whose build compiles it."""
    result = [None]
    for stack in conditional_blocks(lines):
        platforms = set()
        for platform in APPLE:
            compiled = True
            for earlier, current in stack:
                if any(evaluate(c, platform) is True for c in earlier):
                    compiled = False
                elif current is not None and evaluate(current, platform) is False:
                    compiled = False
            if compiled:
                platforms.add(platform)
        result.append(platforms)
    return result


def guarded_by_availability(lines, number):
    """Whether line `number` sits in a scope opened by `if #available`, `guard #available` or under `@available`."""
    depth = 0
    for index in range(number - 1, 0, -1):
        text = lines[index - 1]
        code = text.split("//")[0]
        if "#available(" in code and depth <= 0:
            return True
        depth += code.count("}") - code.count("{")
        if depth < 0:  # this line opens a scope around `number`
            if "#available(" in code or re.search(r"@available\(", " ".join(lines[max(0, index - 4):index])):
                return True
            depth = 0
    return False


# MARK: - The index store

class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


def load_index_store():
    swift = subprocess.run(["which", "swift"], capture_output=True, text=True).stdout.strip()
    lib = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swift))), "lib", "libIndexStore.so")
    if not os.path.exists(lib):
        fail(f"libIndexStore.so not found beside the toolchain ({lib})")
    index = ctypes.CDLL(lib)
    for name, result, arguments in [
        ("indexstore_store_create", ctypes.c_void_p, [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        ("indexstore_store_units_apply_f", ctypes.c_bool, [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p]),
        ("indexstore_unit_reader_create", ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        ("indexstore_unit_reader_get_module_name", StringRef, [ctypes.c_void_p]),
        ("indexstore_unit_reader_get_main_file", StringRef, [ctypes.c_void_p]),
        ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]),
        ("indexstore_unit_dependency_get_kind", ctypes.c_int, [ctypes.c_void_p]),
        ("indexstore_unit_dependency_get_name", StringRef, [ctypes.c_void_p]),
        ("indexstore_unit_dependency_get_filepath", StringRef, [ctypes.c_void_p]),
        ("indexstore_unit_dependency_get_modulename", StringRef, [ctypes.c_void_p]),
        ("indexstore_unit_dependency_is_system", ctypes.c_bool, [ctypes.c_void_p]),
        ("indexstore_record_reader_create", ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]),
        ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]),
        ("indexstore_occurrence_get_symbol", ctypes.c_void_p, [ctypes.c_void_p]),
        ("indexstore_occurrence_get_roles", ctypes.c_uint64, [ctypes.c_void_p]),
        ("indexstore_occurrence_get_line_col", None, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        ("indexstore_symbol_get_usr", StringRef, [ctypes.c_void_p]),
        ("indexstore_symbol_get_name", StringRef, [ctypes.c_void_p]),
        ("indexstore_record_reader_dispose", None, [ctypes.c_void_p]),
        ("indexstore_unit_reader_dispose", None, [ctypes.c_void_p]),
    ]:
        function = getattr(index, name)
        function.restype = result
        function.argtypes = arguments
    return index


def references(index, store_path, modules, root):
    """Every reference made by the named modules' sources: (file, line, usr, name); and the system modules they import."""
    error = ctypes.c_void_p()
    store = index.indexstore_store_create(store_path.encode(), ctypes.byref(error))
    if not store:
        fail(f"cannot open the index store at {store_path}")
    unit_names = []
    UnitApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)
    unit_applier = UnitApplier(lambda _, name: unit_names.append(name.text()) or True)
    index.indexstore_store_units_apply_f(store, 0, None, unit_applier)

    found, imported, seen_records = [], set(), set()
    DependencyApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
    OccurrenceApplier = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
    for unit_name in unit_names:
        unit = index.indexstore_unit_reader_create(store, unit_name.encode(), ctypes.byref(error))
        if not unit:
            continue
        module = index.indexstore_unit_reader_get_module_name(unit).text()
        if module not in modules:
            index.indexstore_unit_reader_dispose(unit)
            continue
        records = []

        def on_dependency(_, dependency):
            kind = index.indexstore_unit_dependency_get_kind(dependency)
            if kind == 2:  # a record: the symbols of one source file
                path = index.indexstore_unit_dependency_get_filepath(dependency).text()
                # A record of a file since deleted (an index kept from an earlier build) is skipped.
                if path.startswith(root) and not index.indexstore_unit_dependency_is_system(dependency) \
                        and os.path.exists(path):
                    records.append((index.indexstore_unit_dependency_get_name(dependency).text(), path))
            elif kind == 1 and index.indexstore_unit_dependency_is_system(dependency):
                imported.add(index.indexstore_unit_dependency_get_modulename(dependency).text())
            return True
        index.indexstore_unit_reader_dependencies_apply_f(unit, None, DependencyApplier(on_dependency))
        index.indexstore_unit_reader_dispose(unit)

        for record_name, path in records:
            if record_name in seen_records:
                continue
            seen_records.add(record_name)
            record = index.indexstore_record_reader_create(store, record_name.encode(), ctypes.byref(error))
            if not record:
                continue

            def on_occurrence(_, occurrence):
                if index.indexstore_occurrence_get_roles(occurrence) & REFERENCE:
                    symbol = index.indexstore_occurrence_get_symbol(occurrence)
                    line, column = ctypes.c_uint(), ctypes.c_uint()
                    index.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                    found.append((path, line.value, index.indexstore_symbol_get_usr(symbol).text(),
                                  index.indexstore_symbol_get_name(symbol).text()))
                return True
            index.indexstore_record_reader_occurrences_apply_f(record, None, OccurrenceApplier(on_occurrence))
            index.indexstore_record_reader_dispose(record)
    return found, imported


# MARK: - The toolchain's availability

def compile_stand_ins(folder):
    """Compiles the stand-in SwiftUI and UIKit modules into `folder`; returns it."""
    os.makedirs(folder, exist_ok=True)
    sources = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "AppleStandIns")
    for module in STAND_INS:
        compiled = subprocess.run(["swiftc", "-parse-as-library", "-swift-version", "6", "-module-name", module, "-emit-module",
                                   "-wmo", "-emit-module-path", os.path.join(folder, module + ".swiftmodule"), "-I", folder,
                                   os.path.join(sources, module + ".swift")], capture_output=True, text=True)
        if compiled.returncode != 0:
            print(compiled.stderr[-4000:])
            fail(f"the {module} stand-in does not compile")
    return folder


def availability(modules, folder, stand_ins):
    """USR → {platform: introduced version or 'unavailable'} for every public symbol of the named toolchain modules."""
    os.makedirs(folder, exist_ok=True)
    symbols, parents, requirements = {}, {}, set()
    for module in sorted(modules):
        if module in STAND_INS or not any(name.startswith(module + ".") or name.startswith(module + "@")
                                          for name in os.listdir(folder)):
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
                            "-I", stand_ins, "-output-dir", folder], capture_output=True)
        for name in os.listdir(folder):
            if not (name.startswith(module + ".") or name.startswith(module + "@")) or not name.endswith(".symbols.json"):
                continue
            graph = json.load(open(os.path.join(folder, name)))
            for symbol in graph.get("symbols", []):
                entry = {}
                for item in symbol.get("availability", []):
                    domain = item.get("domain")
                    if domain in APPLE:
                        if item.get("isUnconditionallyUnavailable"):
                            entry[domain] = "unavailable"
                        elif "introduced" in item:
                            introduced = item["introduced"]
                            entry[domain] = (introduced.get("major", 0), introduced.get("minor", 0))
                usr = symbol["identifier"]["precise"]
                symbols[usr] = {**symbols.get(usr, {}), **entry}
            for relation in graph.get("relationships", []):
                if relation.get("kind") in ("memberOf", "requirementOf", "optionalRequirementOf"):
                    parents.setdefault(relation["source"], relation["target"])
                if relation.get("kind") in ("requirementOf", "optionalRequirementOf"):
                    requirements.add(relation["source"])
    return symbols, parents, requirements


def effective(usr, symbols, parents, requirements):
    """A symbol's availability, inherited from the type or protocol that holds it where it says nothing itself.

    A protocol requirement added after its protocol (`FixedWidthInteger.&*` came with Swift 6) must come with
    a default implementation, which an older system calls instead, so a requirement counts as old as its
    protocol: the index names the requirement for a call that the compiler resolves on any system."""
    # The index names an accessor (`getter:count`, USR …Sivg); the graph, the property (…Sivp).
    if usr not in symbols:
        usr = re.sub(r"([vi])[gsMrxwWl]$", r"\1p", usr)
    seen = set()
    while usr and usr not in seen:
        seen.add(usr)
        if symbols.get(usr) and usr not in requirements:
            return symbols[usr]
        usr = parents.get(usr)
    return {}


# MARK: - The check

def library_targets(package):
    """Every non-test, non-executable target of the package (the libraries and the example modules): name → folder."""
    described = subprocess.run(["swift", "package", "--package-path", package, "describe", "--type", "json"],
                               capture_output=True, text=True)
    if described.returncode != 0:
        fail(f"swift package describe failed: {described.stderr.strip()}")
    return {t["name"]: t["path"] for t in json.loads(described.stdout)["targets"] if t["type"] == "library"}


def check(package, modules, scratch, stand_ins_folder):
    package = os.path.abspath(package)
    minimums = declared_minimums(package)
    folders = library_targets(package)
    present = sorted(modules or folders)
    unknown = [m for m in present if m not in folders]
    if unknown:
        fail(f"no library target named {', '.join(unknown)}")
    stand_ins = compile_stand_ins(stand_ins_folder)
    for module in present:
        build = subprocess.run(["swift", "build", "--package-path", package, "--enable-index-store", "--scratch-path", scratch,
                                "--target", module, "-Xswiftc", "-I", "-Xswiftc", stand_ins, "-Xswiftc", "-warnings-as-errors"],
                               capture_output=True, text=True)
        if build.returncode != 0:
            print(build.stdout[-4000:], build.stderr[-4000:])
            fail(f"building {module} with the index store failed")
    store = subprocess.run(["find", scratch, "-type", "d", "-path", "*/index/store"], capture_output=True, text=True).stdout.split()
    if not store:
        fail(f"no index store under {scratch}")
    index = load_index_store()
    found, imported = references(index, store[0], set(present), package + "/")
    toolchain = {m for m in imported if not m.startswith("Reel") and m not in ("Glibc", "SwiftGlibc", "FoundationNetworking")}
    # The stand-ins are found on the import path, not among the system's modules: referenced, they are read too.
    toolchain |= {m for m in STAND_INS if any(usr.startswith(f"s:{len(m)}{m}") for _, _, usr, _ in found)}
    if "Foundation" in toolchain:  # which re-exports these, on Linux as in Apple's SDKs
        toolchain |= {"FoundationEssentials", "FoundationInternationalization"}
    symbols, parents, requirements = availability(toolchain, os.path.join(scratch, "symbolgraphs"), stand_ins)

    sources = {}
    problems, checked, files = [], 0, set()
    for path, line, usr, name in found:
        if path not in sources:
            lines = open(path).read().split("\n")
            sources[path] = (lines, compiled_platforms(lines))
        lines, platforms = sources[path]
        where = platforms[line] if line < len(platforms) else set(APPLE)
        if not where:
            continue  # Linux only
        checked += 1
        files.add(path)
        relative = os.path.relpath(path, package)
        for prefix, what in MACOS_ONLY_USR_PREFIXES.items():
            if usr.startswith(prefix) and where - {"macOS"}:
                problems.append(f"{relative}:{line}: {name}: {what} is unavailable on "
                                f"{', '.join(sorted(where - {'macOS'}))}; gate it with #if os(macOS) || os(Linux)")
        available = effective(usr, symbols, parents, requirements)
        newer = []
        for platform in APPLE:
            introduced = available.get(platform)
            if platform not in where or introduced is None:
                continue
            if introduced == "unavailable":
                newer.append(f"{platform}: unavailable")
            elif introduced > minimums[platform]:
                newer.append(f"{platform} {'.'.join(str(part) for part in introduced)}")
        if newer and not guarded_by_availability(lines, line):
            problems.append(f"{relative}:{line}: {name} needs {', '.join(newer)}")

    unchecked = []
    for module in present:
        for folder, _, names in os.walk(os.path.join(package, folders[module])):
            for name in names:
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                lines = open(path).read().split("\n")
                apple, linux = compiled_platforms(lines), linux_lines(lines)
                darwin_only = sum(1 for number, line in enumerate(lines, 1)
                                  if line.strip() and not line.strip().startswith(("#", "//"))
                                  and apple[number] and not linux[number])
                if darwin_only:
                    unchecked.append(f"{os.path.relpath(path, package)} ({darwin_only} lines)")
    return minimums, present, sorted(toolchain), checked, len(files), sorted(set(problems)), unchecked


def linux_lines(lines):
    """For each line (1-based), whether this check's build compiles it: Linux, with the SwiftUI and UIKit stand-ins."""
    result = [None]
    for stack in conditional_blocks(lines):
        compiled = True
        for earlier, current in stack:
            if any(on_linux(c) for c in earlier) or (current is not None and not on_linux(current)):
                compiled = False
        result.append(compiled)
    return result


def on_linux(condition):
    expression = re.sub(r"\bcanImport\(\s*(Glibc|Musl|FoundationNetworking|Foundation|Dispatch|Observation|Testing|XCTest|Synchronization|SwiftUI|UIKit)\s*\)",
                        "True", condition)
    expression = re.sub(r"\bcanImport\([^()]*\)", "False", expression)
    expression = re.sub(r"\bos\(\s*Linux\s*\)", "True", expression)
    expression = re.sub(r"\bos\([^()]*\)", "False", expression)
    expression = re.sub(r"\b(compiler|swift|hasFeature|hasAttribute)\([^()]*\)", "True", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        return bool(eval(expression, {"__builtins__": {}}, {}))
    except Exception:
        return True


def main():
    arguments = sys.argv[1:]
    package, modules, self_test = ".", None, False
    while arguments:
        argument = arguments.pop(0)
        if argument == "--package":
            package = arguments.pop(0)
        elif argument == "--modules":
            modules = arguments.pop(0).split(",")
        elif argument == "--self-test":
            self_test = True
        else:
            fail(f"unknown argument {argument!r}; usage: check-availability.py [--package DIR] [--modules A,B] [--self-test]")
    if self_test:
        return run_self_test()
    # The build and the stand-ins Scripts/check-apple-code.sh uses, with its flags (the index store on, warnings
    # as errors), so that whichever of the two runs second compiles nothing the first compiled.
    apple = os.path.abspath(os.path.join(package, ".build-apple"))
    minimums, present, toolchain, checked, files, problems, unchecked = check(
        package, modules, os.path.join(apple, "build"), os.path.join(apple, "standins"))
    declared = ", ".join(f"{p} {'.'.join(map(str, minimums[p]))}" for p in APPLE)
    for problem in problems:
        print(problem)
    if unchecked:
        print(f"not compiled here (Darwin-only branches, checked by reading only): {'; '.join(unchecked)}")
    if problems:
        print(f"check-availability: {len(problems)} use(s) of API newer than {declared}")
        return 1
    print(f"check-availability: {checked} references in {files} files of {len(present)} modules ({', '.join(present)}) to {', '.join(toolchain)}: "
          f"nothing newer than {declared}")
    return 0


def run_self_test():
    """Checks the probe package, whose sources use Atomic, Mutex and Process both bare and properly gated:
    exactly the bare uses must be reported (so the check can fail)."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    probe = os.path.join(root, "Tests", "AvailabilityProbe")
    # Built beside Reel's own builds (ignored by git), not inside Tests/, where no build output belongs.
    scratch = os.path.abspath(os.path.join(root, ".build-probe"))
    _, _, _, _, _, problems, _ = check(probe, ["Probe"], scratch, os.path.join(scratch, "standins"))
    lines = open(os.path.join(probe, "Sources", "Probe", "Probe.swift")).read().split("\n")
    expected = {number for number, line in enumerate(lines, 1) if "// reported" in line}
    reported = {int(problem.split(":")[1]) for problem in problems}
    if reported != expected:
        print("\n".join(problems))
        print(f"check-availability self-test: expected reports on lines {sorted(expected)}, got {sorted(reported)}")
        return 1
    print(f"check-availability self-test: the probe's {len(expected)} bare uses are reported, its gated ones are not")
    return 0


if __name__ == "__main__":
    sys.exit(main())
