//! What the page exports of a run, knowing no puzzle: pictures in, files out.
//! `gif`: frames of RGBA pixels into an animated GIF, within bounds.
//! `scorm`: a lesson and the built page's files into a SCORM package (a zip, `zip`).

pub mod gif;
pub mod scorm;
pub mod zip;
