"""Tests of compare.py's pure parts: `python3 -m unittest discover -s Tools/oracle -p 'test_*.py'`."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402


class ParseDumpTests(unittest.TestCase):
    def test_single_file_has_no_header(self):
        self.assertEqual(compare.parse_dump("0 3 keyword\n4 0 eof\n", ["a.swift"]),
                         {"a.swift": [(0, 3, "keyword"), (4, 0, "eof")]})

    def test_blocks_follow_their_headers(self):
        text = "# a.swift\n0 0 eof\n# b c.swift\n0 1 identifier\n1 0 eof\n"
        self.assertEqual(compare.parse_dump(text, ["a.swift", "b c.swift"]),
                         {"a.swift": [(0, 0, "eof")], "b c.swift": [(0, 1, "identifier"), (1, 0, "eof")]})

    def test_malformed_line_is_kept_as_a_difference(self):
        self.assertEqual(compare.parse_dump("0 3\n", ["a.swift"]), {"a.swift": [(-1, -1, "0 3")]})


class ConsistencyTests(unittest.TestCase):
    def test_valid_dump(self):
        self.assertEqual(compare.consistency_problems([(0, 3, "keyword"), (4, 1, "identifier"), (6, 0, "eof")], 6), [])

    def test_overlap_empty_token_and_wrong_eof(self):
        problems = compare.consistency_problems([(0, 3, "keyword"), (2, 0, "identifier"), (5, 0, "eof")], 6)
        self.assertEqual(len(problems), 3, problems)


class HunkTests(unittest.TestCase):
    def test_identical_dumps_have_no_hunks(self):
        tokens = [(0, 1, "identifier"), (1, 0, "eof")]
        self.assertEqual(compare.hunks(tokens, list(tokens)), (2, []))

    def test_kind_change_and_split_are_separate_hunks(self):
        oracle = [(0, 4, "identifier"), (5, 1, "equal"), (7, 2, "string-segment"), (9, 2, "string-segment"),
                  (11, 0, "eof")]
        navlint = [(0, 4, "keyword"), (5, 1, "equal"), (7, 4, "string-segment"), (11, 0, "eof")]
        matched, groups = compare.hunks(oracle, navlint)
        self.assertEqual(matched, 2)
        self.assertEqual(groups, [
            [0, 4, [(0, 4, "identifier")], [(0, 4, "keyword")]],
            [7, 11, [(7, 2, "string-segment"), (9, 2, "string-segment")], [(7, 4, "string-segment")]],
        ])
        self.assertEqual(compare.kinds_label(groups[1][2]), "string-segment+")

    def test_run_of_extra_tokens_is_one_hunk(self):
        oracle = [(0, 1, "identifier"), (20, 0, "eof")]
        navlint = [(0, 1, "identifier"), (2, 7, "operator"), (10, 4, "identifier"), (20, 0, "eof")]
        matched, groups = compare.hunks(oracle, navlint)
        self.assertEqual(matched, 2)
        self.assertEqual(groups, [[2, 14, [], [(2, 7, "operator"), (10, 4, "identifier")]]])
        self.assertEqual(compare.kinds_label(groups[0][2]), "-")


class DecodeLiteralTests(unittest.TestCase):
    def test_multiline_indentation_escapes_and_continuation(self):
        content = b'\n    let a = "\\\\(x)"\n    b \\\n    c\\t\n    '
        self.assertEqual(compare.decode_literal(content, 0, True), 'let a = "\\(x)"\nb c\t')

    def test_raw_string_keeps_plain_backslashes(self):
        self.assertEqual(compare.decode_literal(b'a\\nb\\#n', 1, False), "a\\nb\n")

    def test_unicode_escape_and_unknown_escape(self):
        self.assertEqual(compare.decode_literal(b"\\u{1F600}", 0, False), "\U0001F600")
        self.assertIsNone(compare.decode_literal(b"\\q", 0, False))

    def test_markers_are_removed(self):
        self.assertEqual(compare.MARKERS.sub("", "a1\ufe0f\u20e3b\u2139\ufe0fc1"), "abc1")


if __name__ == "__main__":
    unittest.main()
