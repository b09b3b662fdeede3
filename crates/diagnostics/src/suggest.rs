//! "Did you mean" ranking: restricted Damerau–Levenshtein distance (a transposition of
//! two neighbours costs one edit, as in `Triangel` → `Triangle`), with a threshold that
//! grows with the length of the name so that long member names tolerate a few slips.

/// Edit distance with adjacent transpositions; ASCII case differences cost one edit.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (n, m) = (a.len(), b.len());
    // Three rolling rows: i-2, i-1, i.
    let mut prev2 = vec![0usize; m + 1];
    let mut prev: Vec<usize> = (0..=m).collect();
    let mut cur = vec![0usize; m + 1];
    for i in 1..=n {
        cur[0] = i;
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(prev2[j - 2] + 1);
            }
            cur[j] = v;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[m]
}

fn threshold(name: &str) -> usize {
    (name.chars().count() / 3).max(1)
}

/// The closest candidate within the threshold; a case-insensitive exact match wins, then
/// the smallest distance, then the earliest candidate (deterministic).
pub fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let all: Vec<&'a str> = candidates.into_iter().collect();
    let mut best: Option<(usize, &'a str)> = None;
    for &c in &all {
        if c == name {
            continue;
        }
        let d = if c.eq_ignore_ascii_case(name) { 0 } else { edit_distance(name, c) };
        if d <= threshold(name).max(threshold(c)) && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    if best.is_none() && name.len() >= 3 {
        // A truncated name (`Depth32` for `Depth32Float`): the shortest candidate it begins.
        let lower = name.to_ascii_lowercase();
        let prefixed = all.iter().filter(|c| c.to_ascii_lowercase().starts_with(&lower));
        if let Some(shortest) = prefixed.min_by_key(|c| c.len()) {
            return Some(shortest);
        }
    }
    best.map(|(_, c)| c)
}

/// Every candidate within the threshold, closest first (ties keep candidate order), at
/// most `limit` of them. Used where several close names help, e.g. an unknown `-arch`.
pub fn close_matches<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    limit: usize,
) -> Vec<&'a str> {
    let lower = name.to_ascii_lowercase();
    let mut scored: Vec<(usize, usize, &'a str)> = candidates
        .into_iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let cl = c.to_ascii_lowercase();
            let d = edit_distance(&lower, &cl);
            let prefix = !lower.is_empty() && (cl.starts_with(&lower) || lower.starts_with(&cl));
            (d <= threshold(name).max(2) || prefix).then_some((if prefix { d.min(1) } else { d }, i, c))
        })
        .collect();
    scored.sort();
    scored.into_iter().take(limit).map(|(_, _, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", "abc"), 0);
        assert_eq!(edit_distance("Triangel", "Triangle"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn suggests_member_names() {
        let keys =
            ["threadgroup_size_is_multiple_of_thread_execution_width", "max_total_threads_per_threadgroup"];
        assert_eq!(
            did_you_mean("thread_group_size_is_multiple_of_thread_execution_width", keys),
            Some(keys[0])
        );
        assert_eq!(did_you_mean("bgra8unorm", ["BGRA8Unorm", "RGBA8Unorm"]), Some("BGRA8Unorm"));
        assert_eq!(did_you_mean("zzz", ["label", "path"]), None);
        assert_eq!(
            did_you_mean("Depth32", ["Depth32Float_Stencil8", "Depth16Unorm", "Depth32Float"]),
            Some("Depth32Float")
        );
        assert_eq!(did_you_mean("Depth16", ["Depth32Float", "Depth16Unorm"]), Some("Depth16Unorm"));
    }

    #[test]
    fn close_arch_names() {
        let archs = ["applegpu_g13g", "applegpu_g13p", "applegpu_g13s", "amdgpu_gfx900"];
        let m = close_matches("applegpu_g13x", archs, 5);
        assert_eq!(m, vec!["applegpu_g13g", "applegpu_g13p", "applegpu_g13s"]);
        assert_eq!(close_matches("applegpu", archs, 2), vec!["applegpu_g13g", "applegpu_g13p"]);
    }
}
