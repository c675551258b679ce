"""Turns one or more `swift package benchmark` outputs into the Markdown table
of Benchmarks/README.md: for each benchmark, the median over runs of its p50
wall-clock time and allocations, and the ratio of OpenCombine's time to
Fractal's (how many times faster Fractal is).

    python3 summarize.py run1.txt run2.txt run3.txt
"""
import re
import statistics
import sys

ROW = re.compile(r"│ (.+?)\s+│\s+(\S+)\s+│\s+(\S+)\s+│\s+(\S+)\s+│")


def parse(path):
    text = re.sub(r"\x1b\[[0-9;]*m", "", open(path).read())
    results = {}
    for block in re.split(r"\n(?=[^\n│╒╞├╘]+\n╒)", text):
        lines = block.strip("\n").split("\n")
        name = lines[0].strip()
        if "·" not in name:
            continue
        metrics = {}
        for line in lines:
            match = ROW.match(line)
            if match and "Metric" not in match.group(1):
                value = float(match.group(4))
                label = match.group(1)
                scale = 1000 if "(K)" in label else 1_000_000 if "(M)" in label else 1
                metrics[label.split(" (")[0] + (" bytes" if "bytes" in label else "")] = value * scale
                if "Time" in label:
                    metrics["unit"] = re.search(r"\((ns|μs|ms)\)", label).group(1)
        results[name] = metrics
    return results


runs = [parse(path) for path in sys.argv[1:]]
names = list(runs[0])
groups = {}
for name in names:
    group, peer = name.rsplit(" · ", 1)
    groups.setdefault(group, {})[peer] = {
        key: statistics.median(run[name][key] for run in runs if name in run)
        for key in runs[0][name] if key != "unit"
    } | {"unit": runs[0][name].get("unit", "")}

print("| benchmark | peer | time (p50) | mallocs | OpenCombine ÷ Fractal |")
print("|---|---|---:|---:|---:|")
for group, peers in groups.items():
    fractal = [peer for peer in peers if peer.startswith("Fractal")]
    combine = peers.get("OpenCombine", {})
    for peer, metrics in peers.items():
        unit = metrics["unit"]
        time = metrics.get("Time")
        mallocs = metrics.get("Malloc")
        size = metrics.get("Malloc bytes")
        cells = [group, peer]
        cells.append(f"{time:,.0f} {unit}" if time is not None else f"{size:,.0f} bytes")
        cells.append(f"{mallocs:,.0f}" if mallocs is not None else "")
        if peer in fractal and combine:
            key = "Time" if time is not None else "Malloc bytes"
            cells.append(f"{combine[key] / metrics[key]:.1f}×")
        else:
            cells.append("")
        print("| " + " | ".join(cells) + " |")
