/** The routing-number checksum is the engine's (one implementation, also used by the bank screens' rules). */
export { abaRoutingValid as validRoutingNumber } from '../../engine/logic/operations.ts';
