#!/usr/bin/env python3
"""The public part of an API dump, for Scripts/check-api.sh.

swift-api-digester records `package` declarations as well as public ones (marked "isInternal"). Package
declarations are engine parts shared between Reel's own modules, free to change; only public ones are
promised. The digester compares everything it records, so check-api.sh hands it baselines without the
package ones (`public`), and, since the digester sees a public declaration made `package` as still
there, looks for those itself (`demoted`).

Usage: api-public.py public BASELINE OUT       write BASELINE without its package declarations to OUT
       api-public.py demoted BASELINE CURRENT  print each public declaration of BASELINE that CURRENT
                                               (a dump of the working tree) has made package
"""
import json
import sys


def without_package(node):
    if "children" in node:
        node["children"] = [without_package(child) for child in node["children"] if not child.get("isInternal")]
    return node


def declarations(node, found):
    for child in node.get("children", []):
        if "usr" in child and child.get("kind") != "TypeNominal":
            found.setdefault(child["usr"], child)
        declarations(child, found)
    return found


def main(mode, first, second):
    if mode == "public":
        root = json.load(open(first))
        root["ABIRoot"] = without_package(root["ABIRoot"])
        json.dump(root, open(second, "w"), indent=2)
        return 0
    if mode == "demoted":
        promised = declarations(json.load(open(first))["ABIRoot"], {})
        current = declarations(json.load(open(second))["ABIRoot"], {})
        demoted = [
            usr for usr, node in promised.items()
            if not node.get("isInternal") and current.get(usr, {}).get("isInternal")
        ]
        for usr in demoted:
            node = promised[usr]
            print(f"  API breakage: {node.get('declKind', node['kind']).lower()} {node['printedName']} is no longer public")
        return 1 if demoted else 0
    print(f"api-public.py: unknown mode {mode!r}; use public or demoted", file=sys.stderr)
    return 2


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print("usage: api-public.py public|demoted FIRST SECOND", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
