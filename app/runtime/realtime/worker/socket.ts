/**
 * The hub's view of a WebSocket: text frames in and out, and one `onClose` whether the socket failed to
 * connect, errored or was closed by either side.
 */
export type SocketHandlers = {
  onOpen: () => void;
  onMessage: (text: string) => void;
  onClose: () => void;
};

export type Socket = {
  send: (text: string) => void;
  close: () => void;
};

export type SocketFactory = (handlers: SocketHandlers) => Socket;

/** The gateway's address for a page or worker at `location`: ws: or wss: like the page, same host. */
export function gatewayUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/realtime`;
}

/** Opens real WebSockets to `url`. */
export function webSocketFactory(url: string): SocketFactory {
  return ({ onOpen, onMessage, onClose }) => {
    const ws = new WebSocket(url);
    ws.onopen = () => onOpen();
    ws.onmessage = (event) => {
      if (typeof event.data === "string") onMessage(event.data);
    };
    // An error event is always followed by the close event, which alone reports the end.
    ws.onclose = () => onClose();
    return {
      send: (text) => ws.send(text),
      close: () => ws.close(),
    };
  };
}
