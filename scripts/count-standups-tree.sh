#!/usr/bin/env bash
# Counts Examples/StandupsTree (the stand-up app as a tree of view models) against
# TCA's SyncUps with scripts/compare-syncups.py, until the tree replaces
# Examples/Standups: the tree reuses the models, the speech interface and the
# alert values of Examples/Standups, so they are copied beside it and counted;
# World+Live.swift (the live world) is left out, as live clients are.
#
# Usage: bash scripts/count-standups-tree.sh [--files]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app/Models" "$work/app/Dependencies" "$work/tests"
for file in Examples/StandupsTree/*.swift; do
    case "$file" in *+Live.swift) ;; *) cp "$file" "$work/app/" ;; esac
done
cp Examples/Standups/Models/*.swift "$work/app/Models/"
python3 - "$work" <<'PY'
import pathlib, sys
work = pathlib.Path(sys.argv[1])
environment = pathlib.Path("Examples/Standups/Dependencies/StandupsEnvironment.swift").read_text()
(work / "app/Dependencies/Speech.swift").write_text(
    "import Foundation\n" + environment[environment.index("/// Whether the app may listen"):])
detail = pathlib.Path("Examples/Standups/Detail/StandupDetail.swift").read_text()
record = pathlib.Path("Examples/Standups/Record/RecordMeeting.swift").read_text()
def between(text, start, end=None):
    i = text.index(start)
    return text[i:text.index(end, i)] if end else text[i:]
(work / "app/Alerts.swift").write_text(
    between(detail, "package enum DetailAlert", "package enum StandupDetailEvent")
    + between(detail, "extension AlertState where Event == DetailAlert") + "\n"
    + between(record, "package enum RecordAlert", "package enum RecordMeetingEvent")
    + between(record, "extension AlertState where Event == RecordAlert"))
PY
cp Tests/StandupsTreeTests/*.swift "$work/tests/"
python3 scripts/compare-syncups.py --app "$work/app" --tests "$work/tests" "$@"
