import pytest

from grader.physics import budget, default_scenario, resolve


@pytest.fixture(scope="session")
def default_budget():
    return budget(default_scenario())


def scenario(**given):
    return resolve(("request", given))
