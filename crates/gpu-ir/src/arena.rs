//! Arenas with typed handles: the storage of every IR entity. A `Handle<T>` is a `u32`
//! index that can only index an `Arena<T>`, so a block handle can never be used as a value
//! handle; handles are ordered by creation, which keeps every walk deterministic.

use std::fmt;
use std::marker::PhantomData;

pub struct Handle<T> {
    index: u32,
    _marker: PhantomData<fn() -> T>,
}

impl<T> Handle<T> {
    pub const fn from_index(index: u32) -> Self {
        Handle { index, _marker: PhantomData }
    }
    pub const fn index(self) -> usize {
        self.index as usize
    }
}

impl<T> Clone for Handle<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    fn eq(&self, o: &Self) -> bool {
        self.index == o.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl<T> Ord for Handle<T> {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.index.cmp(&o.index)
    }
}
impl<T> std::hash::Hash for Handle<T> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.index.hash(h)
    }
}
impl<T> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = std::any::type_name::<T>();
        let short = name.rsplit("::").next().unwrap_or(name);
        write!(f, "{short}#{}", self.index)
    }
}

pub struct Arena<T> {
    items: Vec<T>,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena { items: Vec::new() }
    }
}

impl<T: Clone> Clone for Arena<T> {
    fn clone(&self) -> Self {
        Arena { items: self.items.clone() }
    }
}

impl<T: PartialEq> PartialEq for Arena<T> {
    fn eq(&self, o: &Self) -> bool {
        self.items == o.items
    }
}

impl<T: fmt::Debug> fmt::Debug for Arena<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(&self.items).finish()
    }
}

impl<T> Arena<T> {
    pub fn new() -> Self {
        Arena { items: Vec::new() }
    }
    pub fn with_capacity(n: usize) -> Self {
        Arena { items: Vec::with_capacity(n) }
    }
    /// Makes room for `n` more items (a pass that appends many at once grows the arena
    /// once).
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }
    pub fn append(&mut self, item: T) -> Handle<T> {
        let h = Handle::from_index(self.items.len() as u32);
        self.items.push(item);
        h
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub fn get(&self, h: Handle<T>) -> Option<&T> {
        self.items.get(h.index())
    }
    pub fn get_mut(&mut self, h: Handle<T>) -> Option<&mut T> {
        self.items.get_mut(h.index())
    }
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Handle<T>, &T)> + DoubleEndedIterator {
        self.items.iter().enumerate().map(|(i, t)| (Handle::from_index(i as u32), t))
    }
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Handle<T>, &mut T)> {
        self.items.iter_mut().enumerate().map(|(i, t)| (Handle::from_index(i as u32), t))
    }
    pub fn handles(&self) -> impl ExactSizeIterator<Item = Handle<T>> + DoubleEndedIterator {
        (0..self.items.len() as u32).map(Handle::from_index)
    }
}

impl<T> std::ops::Index<Handle<T>> for Arena<T> {
    type Output = T;
    fn index(&self, h: Handle<T>) -> &T {
        &self.items[h.index()]
    }
}

impl<T> std::ops::IndexMut<Handle<T>> for Arena<T> {
    fn index_mut(&mut self, h: Handle<T>) -> &mut T {
        &mut self.items[h.index()]
    }
}
