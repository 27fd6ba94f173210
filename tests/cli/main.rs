//! The command line as a script would use it: JSON output checked by the verifier, counts,
//! and exit status 2 with one line on stderr for bad arguments.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use searchlight::puzzles::board::Board;
use searchlight::puzzles::knight::verify_tour;
use serde_json::Value;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_searchlight"))
        // English whatever the machine speaks: the CLI reads LC_ALL, LC_MESSAGES, LANG.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json(args: &[&str]) -> (i32, Value) {
    let (code, out, err) = run(args);
    assert!(err.is_empty(), "{err}");
    (code, serde_json::from_str(&out).expect("one JSON object"))
}

fn tour_of(v: &Value, board: Board) -> Vec<u32> {
    v["tour"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| board.parse_square(s.as_str().unwrap()).unwrap())
        .collect()
}

/// Run the CLI under a memory cap (address space, through `setrlimit` before `exec`) and a
/// time limit (killed past it, which fails the test): exit status, stdout, stderr.
fn run_capped(args: &[&str], megabytes: u64, seconds: u64) -> (i32, String, String) {
    run_capped_from(args, std::process::Stdio::null(), megabytes, seconds)
}

/// [`run_capped`] with `stdin` as the child's standard input.
fn run_capped_from(
    args: &[&str],
    stdin: std::process::Stdio,
    megabytes: u64,
    seconds: u64,
) -> (i32, String, String) {
    use std::os::unix::process::CommandExt;
    use std::time::{Duration, Instant};
    let bytes = megabytes << 20;
    let mut command = Command::new(env!("CARGO_BIN_EXE_searchlight"));
    command
        // English whatever the machine speaks: the CLI reads LC_ALL, LC_MESSAGES, LANG.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .stdin(stdin)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
    unsafe {
        command.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command.spawn().expect("the binary runs");
    // Read the pipes on threads so a chatty child never blocks on a full pipe.
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut out_pipe, &mut s).unwrap();
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut err_pipe, &mut s).unwrap();
        s
    });
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("searchlight {args:?} ran past {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (
        status.code().unwrap_or(-1),
        out.join().unwrap(),
        err.join().unwrap(),
    )
}

/// The CLI's own memory promise: 512 MB with its defaults.
const CAP_MB: u64 = 512;

fn temp_file(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("searchlight-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// Checks that every object in compact JSON text lists its keys in sorted order, as the
/// output always has (serde_json's map is sorted), so scripts that read the raw text or
/// compare outputs see the same bytes.
fn assert_keys_sorted(text: &str) {
    let mut open: Vec<Vec<String>> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        match c {
            '{' => open.push(Vec::new()),
            '}' => {
                let keys = open.pop().expect("balanced braces");
                let mut sorted = keys.clone();
                sorted.sort();
                assert_eq!(keys, sorted, "keys out of order in {text}");
            }
            '"' => {
                let mut s = String::new();
                while let Some((_, c)) = chars.next() {
                    match c {
                        '\\' => s.extend(chars.next().map(|(_, c)| c)),
                        '"' => break,
                        c => s.push(c),
                    }
                }
                if chars.peek().map(|&(_, c)| c) == Some(':') {
                    open.last_mut().expect("a key inside an object").push(s);
                }
            }
            _ => {}
        }
    }
}

mod challenge;
mod commands;
mod flags;
mod help;
mod json_keys;
mod lang;
mod limits;
mod maze_search;
mod maze_tree;
mod practice;
mod rule;
mod scorm;
mod sokoban;
mod tables;
