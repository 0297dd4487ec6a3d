"""Data package: YAML rule packs, rubrics and profiles (installed as `grader._rules`)."""
