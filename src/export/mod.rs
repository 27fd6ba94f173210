//! What the page exports of a run, knowing no puzzle: pictures in, files out.
//! `gif`: frames of RGBA pixels into an animated GIF, within bounds.

pub mod gif;
