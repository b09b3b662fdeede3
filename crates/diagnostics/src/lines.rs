//! Byte offset → (line, column) conversion for rendering; columns count characters, as
//! clang and rustc do, so a caret lines up under non-ASCII text in a UTF-8 terminal.

/// Start offsets of every line of one text, built once per rendered file.
#[derive(Debug, Clone)]
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// 1-based line and 1-based character column of `offset` (clamped to the text).
    pub fn line_col(&self, text: &str, offset: usize) -> (usize, usize) {
        let offset = offset.min(text.len());
        let line = match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.starts[line];
        let mut end = offset;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let col = text[start..end].chars().count() + 1;
        (line + 1, col)
    }

    /// The text of 1-based line `line`, without its line terminator.
    pub fn line_text<'t>(&self, text: &'t str, line: usize) -> &'t str {
        let Some(&start) = self.starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = self.starts.get(line).map_or(text.len(), |&e| e);
        text[start..end].trim_end_matches(['\n', '\r'])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let t = "ab\ncdé\nx";
        let idx = LineIndex::new(t);
        assert_eq!(idx.line_col(t, 0), (1, 1));
        assert_eq!(idx.line_col(t, 3), (2, 1));
        assert_eq!(idx.line_col(t, 7), (2, 4)); // after 'é' (2 bytes)
        assert_eq!(idx.line_col(t, 8), (3, 1));
        assert_eq!(idx.line_col(t, 100), (3, 2));
        assert_eq!(idx.line_text(t, 2), "cdé");
        assert_eq!(idx.line_text(t, 9), "");
    }
}
