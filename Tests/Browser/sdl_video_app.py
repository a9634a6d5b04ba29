"""A navigation app that streams H.264 to the emulator, speaking the SDL protocol itself (v5 frames,
BSON control payloads, the RPC binary header) over TCP: registers, waits for FULL, starts the video
service (RAW H.264) and sends access units of an Annex B file made by ffmpeg at test time."""

import json
import os
import socket
import struct
import subprocess
import threading
import time

from sdl_app import TIMEOUT, control, wait_until

RPC, VIDEO = 0x07, 0x0B
START_SERVICE, START_SERVICE_ACK, END_SERVICE, END_SERVICE_ACK = 0x01, 0x02, 0x04, 0x05


def bson(document):
    """A BSON document of strings and 32-bit integers."""
    body = b""
    for key, value in document.items():
        name = key.encode() + b"\0"
        if isinstance(value, str):
            text = value.encode() + b"\0"
            body += b"\x02" + name + struct.pack("<i", len(text)) + text
        else:
            body += b"\x10" + name + struct.pack("<i", value)
    return struct.pack("<i", len(body) + 5) + body + b"\0"


def bson_values(data):
    """The strings and integers of a BSON document (other types end the reading)."""
    values, index = {}, 4
    while index < len(data) and data[index] != 0:
        kind = data[index]
        end = data.index(b"\0", index + 1)
        key = data[index + 1:end].decode()
        index = end + 1
        if kind == 0x02:
            (length,) = struct.unpack_from("<i", data, index)
            values[key] = data[index + 4:index + 3 + length].decode()
            index += 4 + length
        elif kind == 0x10:
            values[key] = struct.unpack_from("<i", data, index)[0]
            index += 4
        elif kind == 0x12:
            values[key] = struct.unpack_from("<q", data, index)[0]
            index += 8
        elif kind == 0x01:
            values[key] = struct.unpack_from("<d", data, index)[0]
            index += 8
        elif kind == 0x08:
            values[key] = bool(data[index])
            index += 1
        else:
            break
    return values


def access_units(stream):
    """The access units of an Annex B byte stream (a new one at a parameter set, SEI or delimiter
    after a slice, or at a slice whose first_mb_in_slice is 0 after a slice)."""
    starts = []
    index = 0
    while True:
        index = stream.find(b"\0\0\1", index)
        if index < 0:
            break
        starts.append(index + 3)
        index += 3
    units, current, has_slice = [], b"", False
    for number, start in enumerate(starts):
        end = starts[number + 1] - 3 if number + 1 < len(starts) else len(stream)
        nal = stream[start:end].rstrip(b"\0")
        kind = nal[0] & 0x1F
        is_slice = kind in (1, 5)
        begins = (is_slice and nal[1] & 0x80) or kind in (6, 7, 8, 9)
        if has_slice and begins:
            units.append(current)
            current, has_slice = b"", False
        current += b"\0\0\0\1" + nal
        has_slice = has_slice or is_slice
    if has_slice:
        units.append(current)
    return units


def make_h264(path, width, height, frames=90):
    """Left half red, right half blue: H.264 baseline, a key frame every 30 frames, Annex B."""
    subprocess.run(
        ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", f"color=c=blue:s={width}x{height}:r=30",
         "-vf", f"drawbox=x=0:y=0:w={width // 2}:h={height}:color=red:t=fill", "-frames:v", str(frames),
         "-c:v", "libx264", "-profile:v", "baseline", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "30",
         "-pix_fmt", "yuv420p", "-f", "h264", path], check=True)
    with open(path, "rb") as file:
        return access_units(file.read())


class VideoApp:
    def __init__(self, name):
        self.name = name
        self.app_id = name.lower().replace(" ", "-")
        self.socket = socket.create_connection(("127.0.0.1", int(os.environ["SDL_HEADUNIT_PORT"])), timeout=TIMEOUT)
        self.session = 0
        self.message_id = 1
        self.controls = []
        self.lock = threading.Condition()
        self.running = True
        self.sender = None
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        try:
            while True:
                chunk = self.socket.recv(65536)
                if not chunk:
                    return
                buffer += chunk
                while len(buffer) >= 8:
                    version = buffer[0] >> 4
                    header = 8 if version == 1 else 12
                    (size,) = struct.unpack_from(">I", buffer, 4)
                    if len(buffer) < header + size:
                        break
                    frame_type, service, info, session = buffer[0] & 0x07, buffer[1], buffer[2], buffer[3]
                    payload = buffer[header:header + size]
                    buffer = buffer[header + size:]
                    if frame_type == 0:
                        with self.lock:
                            self.controls.append((service, info, session, payload))
                            self.lock.notify_all()
        except OSError:
            return

    def _control(self, service, info):
        with self.lock:
            found = self.lock.wait_for(
                lambda: any(c[0] == service and c[1] == info for c in self.controls), timeout=TIMEOUT)
            if not found:
                raise AssertionError(f"{self.name}: no control frame {info} on service {service}: {self.controls}")
            return next(c for c in self.controls if c[0] == service and c[1] == info)

    def _frame(self, frame_type, service, info, payload):
        self.message_id += 1
        header = bytes([0x50 | frame_type, service, info, self.session]) + struct.pack(">II", len(payload), self.message_id)
        self.socket.sendall(header + payload)

    def register(self):
        """StartService (RPC, v1 header), RegisterAppInterface as a NAVIGATION app, then FULL."""
        payload = bson({"protocolVersion": "5.4.1"})
        self.socket.sendall(bytes([0x10, RPC, START_SERVICE, 0]) + struct.pack(">I", len(payload)) + payload)
        self.session = self._control(RPC, START_SERVICE_ACK)[2]
        rai = json.dumps({
            "syncMsgVersion": {"majorVersion": 8, "minorVersion": 0, "patchVersion": 0}, "appName": self.name,
            "isMediaApplication": False, "languageDesired": "EN-US", "hmiDisplayLanguageDesired": "EN-US",
            "appHMIType": ["NAVIGATION"], "appID": self.app_id}).encode()
        self._frame(1, RPC, 0, struct.pack(">III", 1, 1, len(rai)) + rai)
        app = wait_until(f"{self.name} registered", lambda: next(
            (app for app in control("apps")["result"] if app["appName"] == self.name), None))
        if app.get("hmiLevel") != "FULL":
            control("activateApp", app=app["id"])
        wait_until(f"{self.name} in FULL", lambda: any(
            a["appName"] == self.name and a.get("hmiLevel") == "FULL" for a in control("apps")["result"]))

    def start_video(self, width, height):
        """The video service, RAW H.264 at `width`×`height`; the accepted parameters of its ACK."""
        self._frame(0, VIDEO, START_SERVICE, bson({"videoProtocol": "RAW", "videoCodec": "H264", "width": width, "height": height}))
        return bson_values(self._control(VIDEO, START_SERVICE_ACK)[3])

    def stream(self, units, fps=30):
        """Sends `units` over and over, `fps` a second, on a thread, until `close`."""
        def run():
            index = 0
            start = time.monotonic()
            while self.running:
                try:
                    self._frame(1, VIDEO, 0, units[index % len(units)])
                except OSError:
                    return
                index += 1
                time.sleep(max(0.0, start + index / fps - time.monotonic()))
        self.sender = threading.Thread(target=run, daemon=True)
        self.sender.start()

    def end_video(self):
        """Stops sending and ends the video service (EndService, then its ACK); the app stays registered."""
        self.running = False
        if self.sender:
            self.sender.join(timeout=5)
            self.sender = None
        with self.lock:
            self.controls = [c for c in self.controls if c[0] != VIDEO]
        self._frame(0, VIDEO, END_SERVICE, bson({}))
        self._control(VIDEO, END_SERVICE_ACK)
        self.running = True

    def close(self):
        self.running = False
        if self.sender:
            self.sender.join(timeout=5)
        try:
            self._frame(0, VIDEO, END_SERVICE, bson({}))
            self._frame(0, RPC, END_SERVICE, bson({}))
        except OSError:
            pass
        self.socket.close()
