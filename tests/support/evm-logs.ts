import { type AbiEvent, encodeAbiParameters, encodeEventTopics, type Hex } from "viem";

/** A raw log as `eth_getLogs` returns it, for an event and its arguments by name (`""` for an unnamed one). */
export function rawLog(
  event: AbiEvent,
  args: Record<string, unknown>,
  position: { address: string; blockNumber: number; blockHash: Hex; transactionHash: Hex; logIndex: number },
) {
  const indexed = event.inputs.filter((i) => i.indexed);
  const plain = event.inputs.filter((i) => !i.indexed);
  return {
    address: position.address,
    topics: encodeEventTopics({
      abi: [event],
      args: Object.fromEntries(indexed.map((i) => [i.name, args[i.name ?? ""]])),
    } as never) as Hex[],
    data: encodeAbiParameters(
      plain,
      plain.map((i) => args[i.name ?? ""]),
    ),
    blockNumber: `0x${position.blockNumber.toString(16)}`,
    blockHash: position.blockHash,
    transactionHash: position.transactionHash,
    logIndex: `0x${position.logIndex.toString(16)}`,
    removed: false,
  };
}
