#!/usr/bin/env python3
"""Atomic read-modify-write instructions per operation, from two callgrind runs.

usage: count-atomics.py SMALL.out LARGE.out OPERATIONS

SMALL.out and LARGE.out are `callgrind --dump-instr=yes --compress-pos=no
--compress-strings=no` outputs of the same program doing OPERATIONS more
operations in the second run. Every executed instruction with a `lock` prefix,
or an `xchg` with memory (locked implicitly), is counted, by the function (or,
with callgrind's --separate-callers=N, the call chain) it ran in. On this
project's machine an uncontended one costs about 5 ns: a lock pair, a retain
or a release each cost that much, whatever their instruction counts.
"""
import collections
import re
import signal
import subprocess
import sys

signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the listing quietly

_atomic_addresses = {}


def atomic_addresses(binary):
    """Addresses of the atomic instructions in `binary` (from objdump)."""
    if binary not in _atomic_addresses:
        listing = subprocess.run(['objdump', '-d', '--no-show-raw-insn', binary],
                                 capture_output=True, text=True).stdout
        found = set()
        for line in listing.splitlines():
            match = re.match(r'^\s+([0-9a-f]+):\s+(.*)$', line)
            if match:
                instruction = match.group(2)
                if instruction.startswith('lock ') or (instruction.startswith('xchg') and '(' in instruction):
                    found.add(int(match.group(1), 16))
        _atomic_addresses[binary] = found
    return _atomic_addresses[binary]


def atomics_by_function(path):
    counts = collections.defaultdict(int)
    addresses, function, after_call = set(), None, False
    for line in open(path):
        if line.startswith('ob='):
            binary = line[3:].strip()
            addresses = atomic_addresses(binary) if binary.startswith('/') else set()
        elif line.startswith('fn='):
            function = line[3:].strip()
        elif line.startswith('calls='):
            after_call = True  # the next cost line is the call's inclusive cost
        elif line.startswith('0x'):
            if after_call:
                after_call = False
                continue
            address, _, executed = line.split()[:3]
            if int(address, 16) in addresses:
                counts[function] += int(executed)
    return counts


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    small, large = atomics_by_function(sys.argv[1]), atomics_by_function(sys.argv[2])
    operations = float(sys.argv[3])
    rows = sorted(((large.get(f, 0) - small.get(f, 0)) / operations, f) for f in set(small) | set(large))
    print('atomic instructions per operation: %.2f' % sum(count for count, _ in rows))
    for count, function in reversed(rows):
        if abs(count) >= 0.05:
            print('  %6.2f  %s' % (count, function[:160]))


if __name__ == '__main__':
    main()
