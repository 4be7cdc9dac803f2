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
"$VENV/bin/python" -m pip install --quiet ".[freeze]"
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN --windowed --name drawpoker \
    --collect-data drawpoker --collect-submodules drawpoker \
    --icon assets/icon.png \
    --distpath dist --workpath build/pyinstaller --specpath build/pyinstaller \
    src/drawpoker/__main__.py
du -sh dist/drawpoker
