"""The venv the browser checks share (Scripts/.venv): `ensure_venv()` re-runs the calling script with the venv's
Python, creating the venv and installing selenium (pinned in Scripts/requirements-report-browser.txt) when missing."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / "Scripts" / ".venv"
REQUIREMENTS = ROOT / "Scripts" / "requirements-report-browser.txt"


def ensure_venv(script):
    """Called first thing by `script` (its `__file__`); returns only once running in the venv with selenium."""
    python = VENV / "bin" / "python"
    if Path(sys.prefix).resolve() != VENV.resolve():
        if not python.exists():
            subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        os.execv(str(python), [str(python), script] + sys.argv[1:])
    try:
        import selenium  # noqa: F401
    except ImportError:
        subprocess.run([str(python), "-m", "pip", "install", "-q", "-r", str(REQUIREMENTS)], check=True)
