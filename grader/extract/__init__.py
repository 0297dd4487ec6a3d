"""From free text to claims: numbers, units, named entities, lexicon cues, and the scenario the text fixes."""
