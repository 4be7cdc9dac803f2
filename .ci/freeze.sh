#!/usr/bin/env bash
# The standalone build: one folder holding the game and its own Python, for players who have no
# Python. Usage, from the repository:
#
#   bash .ci/freeze.sh            # Linux and macOS: makes dist/drawpoker/ (run dist/drawpoker/drawpoker)
#
# On Windows the same steps in PowerShell (see README.md, "Without Python"):
#   py -m venv build\freeze-venv; build\freeze-venv\Scripts\python -m pip install . pyinstaller
#   build\freeze-venv\Scripts\pyinstaller --noconfirm --windowed --name drawpoker `
#       --collect-data drawpoker --collect-submodules drawpoker src\drawpoker\__main__.py
# (macOS: the same command as Linux; --windowed makes dist/drawpoker.app as well.)
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
VENV=build/freeze-venv
rm -rf "$VENV" build/pyinstaller dist/drawpoker
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --upgrade pip
# Installed (not editable), so lang/ and assets/ sit inside the package where PyInstaller's
# --collect-data finds them.
"$VENV/bin/python" -m pip install --quiet -c .ci/freeze-constraints.txt ".[freeze]"
# Linux and macOS: debug symbols stripped from libpython and the extensions (65 MB -> 42 MB
# from a pyenv Python, same start-up and frames). ssl is left out: nothing in the game opens
# a network connection, and urllib (reached through xml.sax.saxutils) does without it. The
# icon only counts on macOS (Linux ignores --icon with a warning; the launcher has its own).
# The vector CFR trainer needs numpy and is for training only: the game never imports it.
EXTRA=(--strip --exclude-module ssl --exclude-module _ssl
    --exclude-module drawpoker.ai.holdem.solved.vector --exclude-module numpy)
if [ "$(uname)" = Darwin ]; then
    EXTRA+=(--icon assets/icon.png)
fi
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN --windowed --name drawpoker \
    --collect-data drawpoker --collect-submodules drawpoker "${EXTRA[@]}" \
    --distpath dist --workpath build/pyinstaller --specpath build/pyinstaller \
    src/drawpoker/__main__.py
echo "standalone build: $(du -sh dist/drawpoker | cut -f1) ($(du -sb dist/drawpoker | cut -f1) bytes)"
