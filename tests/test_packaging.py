"""The YAML under rules/ ships inside the package; a non-editable install finds it without a checkout."""
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "grader").rglob("__init__.py")
    }
    assert found <= listed, f"add to pyproject [tool.setuptools] packages: {sorted(found - listed)}"


def test_wheel_ships_rules_and_runs_outside_checkout(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    wheel = next(tmp_path.glob("grader-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for data in ("profiles/hardware.yaml", "lexicon.yaml", "prototypes.yaml", "packs/30-decode.yaml"):
        assert f"grader/_rules/{data}" in names, data
    for page in ("index.html", "main.js", "style.css", "examples.json"):  # the web page at /
        assert f"grader/api/web/{page}" in names, page
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target), str(wheel)],
                   check=True, capture_output=True)
    probe = "import grader.resources as r; from grader.physics import budget, default_scenario; " \
            "from grader.rules_engine.loader import load_rules; assert len(load_rules()) > 30; " \
            "print(r.rules_dir()); print(round(budget(default_scenario()).decode.bound_tok_s))"
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env={"PYTHONPATH": str(target)},
                         check=True, capture_output=True, text=True).stdout.split()
    assert out[0].startswith(str(target)) and out[1] == "190"
