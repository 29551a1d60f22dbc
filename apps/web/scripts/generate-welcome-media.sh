#!/usr/bin/env bash
# Builds the bundled welcome videos (docs/product/shell-and-accounts.md, "Consent and welcome video")
# and their captions from title cards and an offline narration. Needs the Debian packages ffmpeg
# and espeak-ng. Output is deterministic enough to review by eye; rerun it when a line below changes.
set -euo pipefail

OUT="$(cd "$(dirname "$0")/../public/media-static" && pwd)"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_LIGHT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

stamp() { # seconds -> HH:MM:SS.mmm
  awk -v t="$1" 'BEGIN { h = int(t / 3600); m = int((t - h * 3600) / 60); s = t - h * 3600 - m * 60;
    printf "%02d:%02d:%06.3f", h, m, s }'
}

build() {
  local name="$1"
  shift
  local i=0 start=0 list="$WORK/$name.txt" vtt="$OUT/$name.vtt"
  : >"$list"
  printf 'WEBVTT\n\n' >"$vtt"
  for line in "$@"; do
    i=$((i + 1))
    # A '|' breaks the card's line; the narration and the captions read it as a space.
    local spoken="${line//|/ }"
    espeak-ng -v en-us -s 165 -w "$WORK/$name-$i.wav" "$spoken"
    local speech dur
    speech=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$WORK/$name-$i.wav")
    dur=$(awk -v d="$speech" 'BEGIN { d += 0.4; if (d < 2.2) d = 2.2; printf "%.2f", d }')
    local text="" row=0 rows
    IFS='|' read -ra parts <<<"$line"
    rows=${#parts[@]}
    for part in "${parts[@]}"; do
      printf '%s' "$part" >"$WORK/$name-$i-$row.card"
      text+="drawtext=fontfile=$FONT:textfile=$WORK/$name-$i-$row.card:fontcolor=white:fontsize=56"
      text+=":x=(w-text_w)/2:y=(h-$rows*76)/2+$row*76,"
      row=$((row + 1))
    done
    ffmpeg -loglevel error -y \
      -f lavfi -i "color=c=0x0B3D91:s=1280x720:r=24:d=$dur" -i "$WORK/$name-$i.wav" \
      -filter_complex "[0:v]${text}drawtext=fontfile=$FONT_LIGHT:text=Wilco:fontcolor=0xF59E0B:fontsize=30:x=(w-text_w)/2:y=h-90[v];[1:a]aresample=48000,apad[a]" \
      -map '[v]' -map '[a]' -t "$dur" -c:v ffv1 -c:a pcm_s16le "$WORK/$name-$i.mkv"
    echo "file '$WORK/$name-$i.mkv'" >>"$list"
    local end
    end=$(awk -v a="$start" -v b="$dur" 'BEGIN { printf "%.2f", a + b }')
    printf '%s --> %s\n%s\n\n' "$(stamp "$start")" "$(stamp "$end")" "$spoken" >>"$vtt"
    start=$end
  done
  ffmpeg -loglevel error -y -f concat -safe 0 -i "$list" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -g 240 \
    -c:a libopus -b:a 24k -ac 1 "$OUT/$name.webm"
}

build welcome \
  'Welcome to Wilco' \
  'Practise exam questions|with an AI examiner' \
  'Read back ATC clearances' \
  'Track your progress|to exam day'

build welcome-trial \
  'Welcome to your Wilco trial' \
  'Practise exam questions|with an AI examiner' \
  'Read back ATC clearances|and track your progress' \
  'Register for a full license|before your trial ends'

ls -l "$OUT"
