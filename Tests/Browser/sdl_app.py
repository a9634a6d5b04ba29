"""Helpers of the browser tests: an SDL app driven over TCP (sdl-rpc) and the emulator's control port."""

import json
import os
import queue
import socket
import subprocess
import threading
import time

TIMEOUT = float(os.environ.get("SDL_WEB_TIMEOUT", "20"))


def control(action, **parameters):
    """Runs one control line on the emulator's --control-port and returns the parsed reply."""
    line = json.dumps({"action": action, **parameters}) + "\n"
    with socket.create_connection(("127.0.0.1", int(os.environ["SDL_CONTROL_PORT"])), timeout=TIMEOUT) as connection:
        connection.sendall(line.encode())
        reply = b""
        while not reply.endswith(b"\n"):
            chunk = connection.recv(65536)
            if not chunk:
                break
            reply += chunk
    return json.loads(reply)


def wait_until(description, condition, timeout=TIMEOUT):
    """Polls `condition` until it returns something truthy; fails the test with `description` after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {description}")
        time.sleep(0.05)


class App:
    """An SDL app: `sdl-rpc` connected to the emulator's TCP port, sending the RPCs written to it and
    printing every response and notification, which this class collects."""

    def __init__(self, name, wait_for_full=True, extra_arguments=()):
        self.name = name
        self.process = subprocess.Popen(
            [os.environ["SDL_RPC"], "--port", os.environ["SDL_HEADUNIT_PORT"], "--app-name", name,
             "--app-id", name.lower().replace(" ", "-"), "--timeout", "120"] + (["--wait-for-full"] if wait_for_full else [])
            + list(extra_arguments),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.messages = []
        self.taken = set()
        self.arrivals = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            try:
                self.arrivals.put(json.loads(line))
            except json.JSONDecodeError:
                pass

    def send(self, name, parameters=None):
        """Sends a request; its response comes later (sdl-rpc waits for it before the next one)."""
        self.process.stdin.write(json.dumps({"name": name, "parameters": parameters or {}}) + "\n")
        self.process.stdin.flush()

    def wait_for(self, description, predicate, timeout=TIMEOUT):
        """The first message not taken yet that matches `predicate`, waiting for it."""
        deadline = time.monotonic() + timeout
        while True:
            while not self.arrivals.empty():
                self.messages.append(self.arrivals.get())
            for index, message in enumerate(self.messages):
                if index not in self.taken and predicate(message):
                    self.taken.add(index)
                    return message
            if self.process.poll() is not None and self.arrivals.empty():
                raise AssertionError(f"{self.name}: sdl-rpc ended ({self.process.returncode}) before {description}: "
                                     f"{self.process.stderr.read()}")
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.name}: timed out waiting for {description}; got {self.messages}")
            time.sleep(0.02)

    def response(self, function):
        return self.wait_for(f"the {function} response",
                             lambda message: message.get("response", {}).get("name") == function)["response"]

    def notification(self, function, where=lambda parameters: True):
        return self.wait_for(f"a {function} notification",
                             lambda message: message.get("notification", {}).get("name") == function
                             and where(message["notification"]["parameters"]))["notification"]

    def close(self):
        """Ends standard input: sdl-rpc closes its session and exits."""
        try:
            self.process.stdin.close()
            self.process.wait(timeout=15)
        except (subprocess.TimeoutExpired, BrokenPipeError):
            self.process.kill()
            self.process.wait()
