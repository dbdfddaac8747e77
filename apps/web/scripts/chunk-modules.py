# Lists the biggest source packages per chunk (from a --sourcemap build in /tmp/webmap).
import json,glob,re,collections,sys
prefixes=sys.argv[1:]
for f in sorted(glob.glob('/tmp/webmap/assets/*.js.map')):
    name=f.split('/')[-1][:-4]
    if prefixes and not any(name.startswith(p) for p in prefixes): continue
    m=json.load(open(f))
    pk=collections.Counter()
    for s,c in zip(m['sources'], m.get('sourcesContent') or []):
        mm=re.search(r'node_modules/((?:@[^/]+/)?[^/]+)(?:/es|/lib|/dist)?/([^/]+)?',s)
        key=(mm.group(1)+('/'+mm.group(2) if mm.group(1) in ('antd','@rc-component') and mm.group(2) else '')) if mm else s.split('src/')[-1]
        pk[key]+=len(c or '')
    print('==',name,' '.join(f'{k}:{v//1024}k' for k,v in pk.most_common(30)))
