#!/usr/bin/env python3
"""Fills empty translations of a .po catalogue from a JSON map {"source message": "translation"}.
Usage: scripts/po-fill.py client/src/features/x/locales/rw.po translations.json"""
import json, re, sys

path, mapping_file = sys.argv[1], sys.argv[2]
mapping = json.load(open(mapping_file, encoding='utf-8'))
text = open(path, encoding='utf-8').read()

def esc(s):
    return s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n')

def unesc(s):
    return s.replace('\\n', '\n').replace('\\"', '"').replace('\\\\', '\\')

def fill(match):
    msgid = unesc(match.group(1))
    if msgid in mapping:
        return f'msgid "{match.group(1)}"\nmsgstr "{esc(mapping[msgid])}"'
    return match.group(0)

text = re.sub(r'^msgid "(.+)"\nmsgstr ""$', fill, text, flags=re.M)
open(path, 'w', encoding='utf-8').write(text)
left = re.findall(r'^msgid "(.+)"\nmsgstr ""$', text, flags=re.M)
print(f'{path}: {len(left)} untranslated' + (': ' + '; '.join(left) if left else ''))
