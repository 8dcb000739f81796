#!/usr/bin/env python3
"""Independent count of a track's explorer tiles (zoom 17 and 14) for ExplorerTilesImportTests:
the OpenStreetMap slippy-map formula applied to each position and to 2,001 evenly spaced points
of every step between consecutive positions (dense sampling), per GPX trkseg / TCX Track / FIT
file (records via fitdecode 0.11). It applies none of the jump and gap rules: it also prints the
fastest step and the longest moving step, so a file is used only when no step is faster than
the sport's cap or longer than its sample gap (the rules then tick the same tiles).
Usage: python3 explorer-tiles-reference.py FILE.gpx|FILE.tcx|FILE.fit
"""
import sys, math, xml.etree.ElementTree as ET
from datetime import datetime
Z=17; N=2**Z
def X(lon): return (lon+180)/360*N
def Y(lat):
    r=math.radians(lat); return (1-math.log(math.tan(r)+1/math.cos(r))/math.pi)/2*N
def hav(a,b,c,d):
    p1,p2=math.radians(a),math.radians(c); dp=p2-p1; dl=math.radians(d-b)
    h=math.sin(dp/2)**2+math.cos(p1)*math.cos(p2)*math.sin(dl/2)**2
    return 2*6371008.8*math.asin(math.sqrt(min(max(h,0),1)))
def segs_tcx(path):
    out=[]
    for tr in ET.parse(path).getroot().iter():
        if not tr.tag.endswith('}Track'): continue
        pts=[]
        for tp in tr:
            la=lo=t=None
            for c in tp.iter():
                if c.tag.endswith('LatitudeDegrees'): la=float(c.text)
                if c.tag.endswith('LongitudeDegrees'): lo=float(c.text)
                if c.tag.endswith('}Time'): t=datetime.fromisoformat(c.text.strip().replace('Z','+00:00')).timestamp()
            if la is not None and lo is not None and (la,lo)!=(0,0): pts.append((la,lo,t))
        out.append(pts)
    return out
def segs_fit(path):
    import fitdecode
    pts=[]
    with fitdecode.FitReader(path) as r:
        for f in r:
            if isinstance(f, fitdecode.FitDataMessage) and f.name=='record':
                if f.has_field('position_lat') and f.has_field('position_long'):
                    la,lo=f.get_value('position_lat'),f.get_value('position_long')
                    if la is None or lo is None or (la==0 and lo==0): continue
                    pts.append((la*180/2**31, lo*180/2**31, f.get_value('timestamp').timestamp()))
    return [pts]
def segs_gpx(path):
    out=[]
    for seg in ET.parse(path).getroot().iter():
        if not seg.tag.endswith('trkseg'): continue
        pts=[]
        for p in seg:
            if not p.tag.endswith('trkpt'): continue
            t=None
            for c in p:
                if c.tag.endswith('time'): t=datetime.fromisoformat(c.text.strip().replace('Z','+00:00')).timestamp()
            pts.append((float(p.get('lat')),float(p.get('lon')),t))
        out.append(pts)
    return out
path=sys.argv[1]
segs = segs_fit(path) if path.endswith('.fit') else segs_gpx(path) if path.endswith('.gpx') else segs_tcx(path)
tiles=set(); worst=0; longest=0; steps=0
for pts in segs:
    for i,(la,lo,t) in enumerate(pts):
        tiles.add((int(X(lo)),int(Y(la))))
        if i==0: continue
        a,b,t0=pts[i-1]
        if (a,b)==(la,lo): continue
        steps+=1
        dt=max(abs(t-t0),1); worst=max(worst,hav(a,b,la,lo)/dt); longest=max(longest,dt if hav(a,b,la,lo)>10 else 0)
        x0,y0,x1,y1=X(b),Y(a),X(lo),Y(la)
        for k in range(2001):
            f=k/2000; tiles.add((int(x0+f*(x1-x0)),int(y0+f*(y1-y0))))
print("segments",len(segs),"points",sum(map(len,segs)),"steps",steps,"max m/s %.2f"%worst,"longest moving dt",longest,"z17",len(tiles),"z14",len({(x>>3,y>>3) for x,y in tiles}))
