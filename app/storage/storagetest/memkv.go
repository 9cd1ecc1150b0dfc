// Package storagetest is an in-memory local storage for the tests of the
// app and its rooms: what storage.KV asks of a browser's, with writes that
// can be made to fail as a full quota does. It imports nothing of the
// repository.
package storagetest

import (
	"encoding/json"
	"errors"
)

// ErrQuota is what a Set of a full MemKV returns, in a browser's words.
var ErrQuota = errors.New("QuotaExceededError: the quota has been exceeded")

// MemKV is an in-memory storage; Data holds each key's JSON.
type MemKV struct {
	Data map[string][]byte
	Full bool // every Set fails with ErrQuota
}

// New is an empty MemKV.
func New() *MemKV { return &MemKV{Data: map[string][]byte{}} }

// Set stores v's JSON under k, unless the storage is full.
func (m *MemKV) Set(k string, v any) error {
	if m.Full {
		return ErrQuota
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	m.Data[k] = b
	return nil
}

// Get reads k's JSON into v; a missing key leaves v as it is.
func (m *MemKV) Get(k string, v any) error {
	b, ok := m.Data[k]
	if !ok {
		return nil
	}
	return json.Unmarshal(b, v)
}

// Del removes k.
func (m *MemKV) Del(k string) { delete(m.Data, k) }

// Contains tells whether k is stored.
func (m *MemKV) Contains(k string) bool { _, ok := m.Data[k]; return ok }

// ForEach calls f with each key.
func (m *MemKV) ForEach(f func(k string)) {
	for k := range m.Data {
		f(k)
	}
}
