import type { Address, Gateway } from '@amply/api/entities/billing'
import { useState } from 'react'

/**
 * The billing address and the gateway a checkout pays with: the ones the user picked, else the
 * primary (or first) address and the first gateway. A pick that no longer exists falls back too.
 */
export function useAddressAndGateway(addresses: readonly Address[], gateways: readonly Gateway[]) {
  const [addressId, setAddressId] = useState<string | null>(null)
  const [gatewayId, setGatewayId] = useState<string | null>(null)
  const address =
    addresses.find((candidate) => candidate.id === addressId) ??
    addresses.find((candidate) => candidate.is_primary) ??
    addresses[0]
  const gateway = gateways.find((candidate) => candidate.id === gatewayId) ?? gateways[0]
  return { address, setAddressId, gateway, setGatewayId }
}
