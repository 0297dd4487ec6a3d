import pytest

from grader.physics import UnknownProfileError, profiles
from grader.physics.profiles import parse_hardware_spec

from .conftest import scenario


@pytest.mark.parametrize("name, expected", [
    ("H100", "h100-sxm"), ("h100 sxm", "h100-sxm"), ("A100 80GB", "a100-80gb"), ("4090", "rtx-4090"),
    ("RTX 3090", "rtx-3090"), ("a100-40gb", "a100-40gb"), ("MI300X", "mi300x"), ("M2 Max", "m2-max"),
    ("TPU v5e", "tpu-v5e"), ("H100 PCIe", "h100-pcie"), ("Groq", "groq-lpu"),
])
def test_hardware_names_people_write(name, expected):
    assert profiles.hardware().get(name).id == expected


@pytest.mark.parametrize("name, expected", [
    ("Llama 3 70B", "llama-3-70b"), ("llama-2-7b", "llama-2-7b"), ("Mixtral 8x7B", "mixtral-8x7b"),
    ("70B", "llama-3-70b"), ("Llama-3.1-405B", "llama-3.1-405b"), ("Qwen2.5 72B", "qwen2.5-72b"),
    ("mistral-7b", "mistral-7b"), ("LLAMA_2_13B", "llama-2-13b"),
])
def test_model_names_people_write(name, expected):
    assert profiles.models().get(name).id == expected


def test_gpu_count_in_hardware_name():
    hw, count = parse_hardware_spec("8xH100")
    assert (hw.id, count) == ("h100-sxm", 8)
    s = scenario(hardware="2 x 4090", model="llama-2-70b", precision="int4")
    assert (s.hardware.id, s.gpus, s.provenance["gpus"]) == ("rtx-4090", 2, "request")


def test_unknown_name_lists_closest_known():
    with pytest.raises(UnknownProfileError) as err:
        profiles.hardware().get("H1000")
    assert "h100-sxm" in str(err.value) and "unknown hardware 'H1000'" in str(err.value)
    with pytest.raises(UnknownProfileError) as err:
        profiles.models().get("llama-3-7b")
    assert err.value.suggestions and all(s.startswith(("llama", "mistral")) for s in err.value.suggestions)


# Every device and model in ../shared/reference/physics.md, with its table figures.
PHYSICS_HARDWARE = {
    "a100-40gb": (40, 1555, 312), "a100-80gb": (80, 2039, 312), "h100-sxm": (80, 3350, 989.4),
    "h100-pcie": (80, 2000, 756), "h200": (141, 4800, 989.4), "b200": (192, 8000, 2250), "l4": (24, 300, 121),
    "a10g": (24, 600, 70), "l40s": (48, 864, 362), "rtx-4090": (24, 1008, 165.2), "rtx-3090": (24, 936, 142),
    "mi300x": (192, 5300, 1307), "m2-max": (96, 400, None), "m3-max": (128, 400, None),
    "m2-ultra": (192, 800, None), "tpu-v5e": (16, 819, 197),
}
PHYSICS_MODELS = {  # params (B), layers, kv heads, head_dim, KV/token bf16 in KiB
    "llama-2-7b": (6.738, 32, 32, 128, 512), "llama-2-13b": (13.016, 40, 40, 128, 800),
    "llama-2-70b": (68.977, 80, 8, 128, 320), "llama-3-8b": (8.030, 32, 8, 128, 128),
    "llama-3-70b": (70.554, 80, 8, 128, 320), "llama-3.1-405b": (405.853, 126, 8, 128, 504),
    "mistral-7b": (7.242, 32, 8, 128, 128), "mixtral-8x7b": (46.70, 32, 8, 128, 128),
    "qwen2.5-7b": (7.616, 28, 4, 128, 56), "qwen2.5-72b": (72.706, 80, 8, 128, 320),
}


@pytest.mark.parametrize("hw_id", PHYSICS_HARDWARE)
def test_every_physics_device_with_its_figures(hw_id):
    hw = profiles.hardware().get(hw_id)
    memory, bandwidth, bf16 = PHYSICS_HARDWARE[hw_id]
    assert (hw.memory_gb, hw.bandwidth_gb_s) == (memory, bandwidth)
    if bf16 is not None:
        assert hw.tflops["bf16"] == bf16
    assert hw.source


@pytest.mark.parametrize("model_id", PHYSICS_MODELS)
def test_every_physics_model_with_its_kv_size(model_id):
    from grader.physics import kv_bytes_per_token
    params, layers, kv_heads, head_dim, kv_kib = PHYSICS_MODELS[model_id]
    s = scenario(model=model_id, hardware="h100", gpus=8)
    assert (s.model.params_b, s.model.layers, s.model.kv_heads, s.model.head_dim) == (params, layers, kv_heads, head_dim)
    assert kv_bytes_per_token(s) == kv_kib * 1024
    assert s.model.source


def test_all_profiles_carry_sources():
    for catalog in (profiles.hardware(), profiles.models(), profiles.precisions(), profiles.networks()):
        for p in catalog.profiles.values():
            assert p.source.strip(), f"{catalog.kind} {p.id} has no source"


def test_broken_profile_file_names_file_item_and_field(tmp_path, monkeypatch):
    from grader import resources
    bad = tmp_path / "profiles"
    bad.mkdir()
    (bad / "hardware.yaml").write_text("hardware:\n  - id: x1\n    source: s\n    memory_gb: -3\n")
    monkeypatch.setattr(resources, "rules_dir", lambda: tmp_path)
    with pytest.raises(resources.DataFileError) as err:
        profiles._catalog("hardware", "hardware.yaml", "hardware", profiles.HardwareProfile)
    message = str(err.value)
    assert "hardware.yaml" in message and "x1" in message and "memory_gb" in message
